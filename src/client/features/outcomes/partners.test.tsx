import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startOfWeek, todayLocal } from '#shared/schedule';
import { CHEER_MAX_LENGTH, SHARING_MESSAGES } from '#shared/sharing';
import type { SharedOutcome } from '#shared/sharing-schemas';
import { installFakeApi, seedOutcome, seedPlan } from '#test/client/fake-api.ts';
import {
  expectToast,
  findHeading,
  openStep,
  renderWorkflow,
} from '#test/client/render-workflow.tsx';

vi.mock(
  '#client/lib/firebase.ts',
  async () => (await import('#test/client/signed-in.ts')).firebaseModule,
);

const MY_PLAN = seedPlan(
  [{ title: 'Sleep 8 hours', tactics: [{ title: 'Dark room', effort: 1, impact: 4 }] }],
  [seedOutcome('o1', 'Work-life balance')],
);

const FOLLOWED: SharedOutcome = {
  outcomeId: 's1',
  partnerId: 'p1',
  title: 'Run my first half marathon',
  status: 'active',
  ownerName: 'Sam Owner',
  cheers: [],
  goals: [
    {
      id: 'sg1',
      title: 'Finish in under 2 hours',
      targetDate: '2027-04-12',
      status: 'active',
      statusChangedAt: '2026-11-01T09:00:00.000Z',
      measure: { unit: 'min', start: 150, target: 120, direction: 'decrease' },
      measurements: [
        { date: '2026-10-04', value: 145 },
        { date: '2026-11-01', value: 140 },
      ],
      tactics: [
        {
          id: 'st1',
          goalId: 'sg1',
          title: 'Long run on Sundays',
          effort: 3,
          impact: 5,
          completed: false,
          completedAt: null,
          dueDate: null,
          repeat: { frequency: 'weekly', days: ['sun'] },
          checkIns: [],
          pauses: [],
        },
      ],
    },
  ],
};

const ALEX = {
  id: 'p9',
  outcomeId: 'o1',
  name: 'Alex Partner',
  muted: false,
  since: '2026-11-01T09:00:00.000Z',
};

/** '/outcomes' with Alex following 'Work-life balance', and its Share dialog open. */
async function openShareDialog() {
  const { api, user } = await openStep('/outcomes', 'Outcomes', MY_PLAN);
  api.sharing.partners.set('o1', [ALEX]);
  await user.click(
    await screen.findByRole('button', { name: 'Share with a partner: Work-life balance' }),
  );
  return { api, user, dialog: await screen.findByRole('dialog', { name: 'Share with a partner' }) };
}

describe('Share with a partner', () => {
  it('makes a single-use link, lists it as pending, and withdraws it', async () => {
    const { api, user, dialog } = await openShareDialog();
    expect(within(dialog).getByText(/never see your notes, if-then plans/)).toBeVisible();
    expect(await within(dialog).findByText('Alex Partner')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Create invitation link' }));
    const link = await within(dialog).findByLabelText(/Invitation link \(works once, for 7 days\)/);
    expect((link as HTMLInputElement).value).toMatch(/\/join\/t+\d+$/);
    expect(api.writes()).toEqual(['POST /api/outcomes/o1/invitations']);
    const pending = await within(dialog).findByRole('region', { name: 'Pending invitations' });

    await user.click(within(pending).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('region', { name: 'Pending invitations' })).toBeNull(),
    );
    expect(api.sharing.invitations.get('o1')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Mute cheers' }));
    expect(await within(dialog).findByRole('button', { name: 'Unmute cheers' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('removes a partner with Undo, by keyboard: nothing is sent while the toast offers it', async () => {
    const { api, user, dialog } = await openShareDialog();
    (await within(dialog).findByRole('button', { name: 'Remove Alex Partner' })).focus();
    await user.keyboard('{Enter}');
    // The toast says so, but the open dialog keeps it out of reach: the row offers its Undo.
    expect(
      await screen.findByText('Removed Alex Partner: they no longer follow this outcome.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Removed Alex Partner');
    const undo = within(dialog).getByRole('button', {
      name: 'Undo: keep Alex Partner as a partner',
    });
    expect(undo).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await within(dialog).findByRole('button', { name: 'Remove Alex Partner' }),
    ).toBeVisible();
    expect(screen.queryByText(/Removed Alex Partner/)).not.toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    // Sent when the toast goes without Undo.
    await user.click(within(dialog).getByRole('button', { name: 'Remove Alex Partner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification', hidden: true }));
    await waitFor(() => expect(api.writes()).toEqual(['DELETE /api/outcomes/o1/partners/p9']));
    expect(await within(dialog).findByText('Nobody follows this outcome yet.')).toBeVisible();
  });

  it('opens from the switcher menu’s address for the outcome it names', async () => {
    installFakeApi(MY_PLAN);
    renderWorkflow('/outcomes?share=o1');
    expect(await screen.findByRole('dialog', { name: 'Share with a partner' })).toHaveTextContent(
      'Work-life balance',
    );
  });
});

describe('the outcome switcher’s menu', () => {
  it('offers Share with a partner for the current outcome and lists Shared with me', async () => {
    const api = installFakeApi(MY_PLAN, [FOLLOWED]);
    const { user, location } = renderWorkflow('/summary');
    await findHeading('Strategy Summary');
    await user.click(screen.getByRole('button', { name: 'Current outcome: Work-life balance' }));
    const menu = await screen.findByRole('menu');
    const shared = await within(menu).findByRole('group', { name: 'Shared with me' });
    expect(within(shared).getByRole('menuitem')).toHaveTextContent(
      'Run my first half marathonSam Owner',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Share with a partner' }));
    expect(location()).toBe('/outcomes?share=o1');
    expect(await screen.findByRole('dialog', { name: 'Share with a partner' })).toBeVisible();
    expect(api.writes()).toEqual([]);
  });

  it('opens an outcome shared with me from its menu item', async () => {
    installFakeApi(MY_PLAN, [FOLLOWED]);
    const { user, location } = renderWorkflow('/summary');
    await findHeading('Strategy Summary');
    await user.click(screen.getByRole('button', { name: 'Current outcome: Work-life balance' }));
    await user.click(await screen.findByRole('menuitem', { name: /^Run my first half marathon/ }));
    expect(location()).toBe('/shared/s1');
    expect(await findHeading('Run my first half marathon')).toBeVisible();
  });
});

describe('/shared/{outcomeId}, the partner’s view', () => {
  async function openShared() {
    const api = installFakeApi(MY_PLAN, [FOLLOWED]);
    const view = renderWorkflow('/shared/s1');
    await findHeading('Run my first half marathon');
    return { api, ...view };
  }

  it('shows the plan with no edit control: only the phrases, Cheer and Stop following', async () => {
    await openShared();
    expect(screen.getAllByText('Long run on Sundays').length).toBeGreaterThan(0);
    // The goal's measure: 150 down to 120 minutes, at 140 a third of the way.
    expect(
      await screen.findByRole('progressbar', { name: 'Progress of Finish in under 2 hours' }),
    ).toHaveAttribute('aria-valuetext', '140 min of 120 min, 33 %');
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual([
      'Great week, keep going!',
      'Proud of you!',
      'You’ve got this.',
      'One step at a time.',
      'Nice streak!',
      'Cheer',
      'Stop following',
    ]);
    // The only text field is the cheer's own words.
    expect(screen.getAllByRole('textbox')).toEqual([screen.getByLabelText('Or in your own words')]);
  });

  it('shows the owner’s rhythm as their Today words it: this week’s count for N times a week', async () => {
    const today = todayLocal();
    const [goal] = FOLLOWED.goals;
    const swim = {
      ...goal!.tactics[0]!,
      id: 'st2',
      title: 'Swim three times',
      dueDate: startOfWeek(today),
      repeat: { frequency: 'timesPerWeek' as const, times: 3 },
      checkIns: [today],
    };
    installFakeApi(MY_PLAN, [{ ...FOLLOWED, goals: [{ ...goal!, tactics: [swim] }] }]);
    renderWorkflow('/shared/s1');
    const week = await screen.findByRole('region', { name: 'This week’s check-ins' });
    expect(within(week).getByRole('listitem')).toHaveTextContent(
      'Swim three times: 1 check-in · 1 of 3 this week',
    );
  });

  it('shows the partner their own cheers with the owner’s reply', async () => {
    installFakeApi(MY_PLAN, [
      {
        ...FOLLOWED,
        cheers: [
          {
            id: 'c2',
            text: 'Nice streak!',
            createdAt: '2026-11-03T10:00:00.000Z',
            reply: null,
          },
          {
            id: 'c1',
            text: 'Proud of you!',
            createdAt: '2026-11-02T10:00:00.000Z',
            reply: 'Thanks, Sunday went well!',
          },
        ],
      },
    ]);
    renderWorkflow('/shared/s1');
    const sent = await screen.findByRole('region', { name: 'Your cheers' });
    expect(
      within(sent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nice streak!', 'Proud of you!Sam Owner replied: Thanks, Sunday went well!']);
  });

  it('says why a cheer cannot be sent, sends nothing, then sends the words', async () => {
    const { api, user } = await openShared();
    const words = screen.getByLabelText('Or in your own words');
    await user.type(words, '   ');
    await user.click(screen.getByRole('button', { name: 'Cheer' }));
    expect(await screen.findByText(SHARING_MESSAGES.cheerRequired)).toBeVisible();
    expect(words).toHaveAttribute('aria-invalid', 'true');
    expect(words).toHaveAccessibleDescription(SHARING_MESSAGES.cheerRequired);
    expect(words).toHaveAttribute('maxLength', String(CHEER_MAX_LENGTH));
    expect(api.sharing.sent).toEqual([]);

    await user.clear(words);
    await user.type(words, 'Sunday runs are paying off');
    await user.click(screen.getByRole('button', { name: 'Cheer' }));
    await expectToast('Cheer sent', 'Sam Owner will see it on Today.');
    expect(api.sharing.sent).toEqual([{ outcomeId: 's1', text: 'Sunday runs are paying off' }]);
    expect(screen.queryByText(SHARING_MESSAGES.cheerRequired)).toBeNull();
  });
});
