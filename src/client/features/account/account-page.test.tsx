import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { IMPORT_MESSAGES } from '#shared/export';
import { FOREIGN_MESSAGES } from '#shared/foreign-import';
import { LIMIT_MESSAGES } from '#shared/schemas';
import { StaticAuthProvider } from '#client/auth/auth-provider.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { json } from '#test/client/fetch.ts';
import {
  fakeUser,
  firebaseAuth,
  firebaseError,
  stubFetch,
  withFirebaseDouble,
} from '#test/client/firebase-double.ts';
import { expectToast } from '#test/client/render-workflow.tsx';
import { AccountPage } from './account-page.tsx';

vi.mock('firebase/app', async () => (await import('#test/client/firebase-double.ts')).firebaseApp);
vi.mock(
  'firebase/auth',
  async () => (await import('#test/client/firebase-double.ts')).firebaseAuth,
);

withFirebaseDouble({ signedIn: true });
beforeEach(() => toast({ title: 'Test start', description: 'Nothing happened yet' }));

function renderAccount() {
  const memory = memoryLocation({ path: '/account', record: true });
  const user = fakeUser();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StaticAuthProvider state={{ status: 'signedIn', user }}>
        <Router hook={memory.hook}>
          <AccountPage />
        </Router>
        <Toaster />
      </StaticAuthProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), location: () => memory.history.at(-1) };
}

/** The profile the page reads for its time zone section. */
const PROFILE = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  timeZone: 'Europe/London',
  dayStartsAt: '00:00',
  weekStartsOn: 'monday',
};
/** The reads the page makes for its time zone, email and delivery sections. */
const isProfileRead = (request: { method: string; path: string }) =>
  request.method === 'GET' &&
  ['/api/users/me', '/api/mail/settings', '/api/reminders/deliveries'].includes(request.path);

/** stubFetch with the profile answered; `apiRequests` leaves out the page's own profile read. */
function stubAccountFetch(routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({
    'GET /api/users/me': () => json(200, PROFILE),
    'GET /api/mail/settings': () =>
      json(200, { reminders: 'push', weeklyDigest: false, emailAvailable: true }),
    'GET /api/reminders/deliveries': () => json(200, { days: 14, groups: [] }),
    ...routes,
  });
  return {
    ...stub,
    apiRequests: () => stub.apiRequests().filter((request) => !isProfileRead(request)),
  };
}

const exportFile = {
  version: 1,
  exportedAt: '2026-11-22T10:00:00.000Z',
  goals: [
    { title: 'Sleep', tactics: [{ title: 'Dark room' }, { title: 'No coffee after 2pm' }] },
    { title: 'Run', tactics: [{ title: 'Jog', effort: 2, impact: 4 }] },
  ],
};
/** What the API exports today: version 2, the goals inside an outcome. */
const exportFileV2 = {
  version: 2,
  exportedAt: exportFile.exportedAt,
  outcomes: [{ title: 'My plan', status: 'active', goals: exportFile.goals }],
};
const fileOf = (text: string, name = 'momentum-export.json') =>
  new File([text], name, { type: 'application/json' });

describe('Account page', () => {
  it('shows the profile', () => {
    renderAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    expect(screen.getByText('Ada Lovelace')).toBeVisible();
    expect(screen.getByText('ada@example.com')).toBeVisible();
  });

  describe('Time zone', () => {
    it('shows the saved zone and saves another one', async () => {
      const { apiRequests } = stubAccountFetch({
        'PATCH /api/users/me': (request) => json(200, { ...PROFILE, ...(request.body as object) }),
      });
      const { user } = renderAccount();
      const select = screen.getByLabelText('Your time zone');
      await waitFor(() => expect(select).toHaveValue('Europe/London'));
      expect(screen.getByText(/Saved: Europe\/London\./)).toBeVisible();
      await user.selectOptions(select, 'America/New_York');
      await user.click(screen.getByRole('button', { name: 'Save time zone' }));
      await expectToast('Success', 'Time zone set to America/New York');
      expect(apiRequests()).toMatchObject([
        { method: 'PATCH', path: '/api/users/me', body: { timeZone: 'America/New_York' } },
      ]);
      // The text spells the zone as the list does.
      expect(screen.getByText(/Saved: America\/New York\./)).toBeVisible();
      expect(screen.getByRole('option', { name: 'America/New York' })).toBeInTheDocument();
    });

    it('offers UTC and today’s zone names, and can go back to UTC after leaving it', async () => {
      const { apiRequests } = stubAccountFetch({
        'PATCH /api/users/me': (request) => json(200, { ...PROFILE, ...(request.body as object) }),
      });
      const { user } = renderAccount();
      const select = screen.getByLabelText('Your time zone');
      await waitFor(() => expect(select).toHaveValue('Europe/London'));
      const offered = () =>
        screen.getAllByRole<HTMLOptionElement>('option').map((option) => option.value);
      expect(offered()).toEqual(
        expect.arrayContaining(['UTC', 'Asia/Kolkata', 'Europe/Kyiv', 'Asia/Ho_Chi_Minh']),
      );
      expect(offered()).toContain('Asia/Kathmandu');
      for (const old of ['Asia/Calcutta', 'Europe/Kiev', 'Asia/Saigon', 'Asia/Katmandu']) {
        expect(offered()).not.toContain(old);
      }
      expect(new Set(offered()).size).toBe(offered().length);
      await user.selectOptions(select, 'UTC');
      await user.click(screen.getByRole('button', { name: 'Save time zone' }));
      await expectToast('Success', 'Time zone set to UTC');
      expect(apiRequests()).toMatchObject([
        { method: 'PATCH', path: '/api/users/me', body: { timeZone: 'UTC' } },
      ]);
    });

    it('keeps a zone saved under its older name shown and selectable', async () => {
      const { apiRequests } = stubAccountFetch({
        'GET /api/users/me': () => json(200, { ...PROFILE, timeZone: 'Asia/Calcutta' }),
        'PATCH /api/users/me': (request) => json(200, { ...PROFILE, ...(request.body as object) }),
      });
      const { user } = renderAccount();
      const select = screen.getByLabelText('Your time zone');
      await waitFor(() => expect(select).toHaveValue('Asia/Calcutta'));
      expect(screen.getByText(/Saved: Asia\/Calcutta\./)).toBeVisible();
      await user.selectOptions(select, 'Asia/Kolkata');
      await user.selectOptions(select, 'Asia/Calcutta');
      await user.click(screen.getByRole('button', { name: 'Save time zone' }));
      expect(apiRequests()).toMatchObject([
        { method: 'PATCH', path: '/api/users/me', body: { timeZone: 'Asia/Calcutta' } },
      ]);
    });
  });

  describe('Your day and week', () => {
    it('shows midnight and Monday, offers 00:00 to 05:00 by half hours, and saves both', async () => {
      const { apiRequests } = stubAccountFetch({
        'PATCH /api/users/me': (request) => json(200, { ...PROFILE, ...(request.body as object) }),
      });
      const { user } = renderAccount();
      const day = screen.getByLabelText('My day starts at');
      const week = screen.getByLabelText('Week starts on');
      await waitFor(() => expect(day).toHaveValue('00:00'));
      expect(week).toHaveValue('monday');
      const times = [...(day as HTMLSelectElement).options].map((option) => option.value);
      expect(times).toEqual([
        '00:00',
        '00:30',
        '01:00',
        '01:30',
        '02:00',
        '02:30',
        '03:00',
        '03:30',
        '04:00',
        '04:30',
        '05:00',
      ]);
      expect(
        within(week)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Monday', 'Sunday']);
      await user.selectOptions(day, '03:00');
      await user.selectOptions(week, 'Sunday');
      await user.click(screen.getByRole('button', { name: 'Save day and week' }));
      await expectToast('Success', 'Your day starts at 03:00, your week on Sunday');
      expect(apiRequests()).toMatchObject([
        {
          method: 'PATCH',
          path: '/api/users/me',
          body: { dayStartsAt: '03:00', weekStartsOn: 'sunday' },
        },
      ]);
      expect(day).toHaveValue('03:00');
      expect(week).toHaveValue('sunday');
    });

    it('shows what is saved, and the server’s refusal when a save is refused', async () => {
      stubAccountFetch({
        'GET /api/users/me': () =>
          json(200, { ...PROFILE, dayStartsAt: '04:15', weekStartsOn: 'sunday' }),
        'PATCH /api/users/me': () =>
          json(400, { message: 'Your day can start from 00:00 to 05:00, written HH:MM' }),
      });
      const { user } = renderAccount();
      const day = screen.getByLabelText('My day starts at');
      // A time between the half hours, set elsewhere, is shown and kept selectable.
      await waitFor(() => expect(day).toHaveValue('04:15'));
      expect(screen.getByLabelText('Week starts on')).toHaveValue('sunday');
      await user.click(screen.getByRole('button', { name: 'Save day and week' }));
      await expectToast('Error', 'Your day can start from 00:00 to 05:00, written HH:MM');
    });
  });

  describe('Delete my account', () => {
    it('is enabled only once DELETE is typed exactly, then deletes data, sign-in and session', async () => {
      const { apiRequests } = stubAccountFetch({ 'DELETE /api/users/me': () => json(204) });
      const { user, location } = renderAccount();
      const button = screen.getByRole('button', { name: 'Delete my account' });
      const confirm = screen.getByLabelText('Type DELETE to confirm');
      expect(button).toBeDisabled();
      await user.type(confirm, 'delete');
      expect(button).toBeDisabled();
      await user.keyboard('{Enter}');
      expect(apiRequests()).toEqual([]);
      await user.clear(confirm);
      await user.type(confirm, 'DELETE');
      expect(button).toBeEnabled();
      await user.click(button);

      await expectToast('Success', 'Your account has been deleted');
      expect(apiRequests().map((request) => `${request.method} ${request.path}`)).toEqual([
        'DELETE /api/users/me',
      ]);
      expect(firebaseAuth.deleteUser).toHaveBeenCalledOnce();
      expect(location()).toBe('/');
    });

    it('asks Google again when Firebase wants a recent sign-in, then deletes', async () => {
      stubAccountFetch({ 'DELETE /api/users/me': () => json(204) });
      firebaseAuth.deleteUser.mockRejectedValueOnce(firebaseError('auth/requires-recent-login'));
      const { user } = renderAccount();
      await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
      await user.click(screen.getByRole('button', { name: 'Delete my account' }));
      await expectToast('Success', 'Your account has been deleted');
      expect(firebaseAuth.reauthenticateWithPopup).toHaveBeenCalledOnce();
      expect(firebaseAuth.deleteUser).toHaveBeenCalledTimes(2);
    });

    it('says so when the server cannot delete, and keeps the Firebase account', async () => {
      stubAccountFetch({
        'DELETE /api/users/me': () =>
          json(500, { message: 'Something went wrong on our side. Please try again.' }),
      });
      const { user, location } = renderAccount();
      await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
      await user.click(screen.getByRole('button', { name: 'Delete my account' }));
      await expectToast('Error', 'Something went wrong on our side. Please try again.');
      expect(firebaseAuth.deleteUser).not.toHaveBeenCalled();
      expect(location()).toBe('/account');
    });
  });

  describe('Import', () => {
    it('previews what a file adds, and imports it only on Import', async () => {
      const { apiRequests } = stubAccountFetch({
        'POST /api/import': (request) =>
          request.body && JSON.stringify(request.body).includes('Dark room')
            ? json(apiRequests().length === 1 ? 200 : 201, { goals: 2, tactics: 3 })
            : json(400, { message: 'unexpected' }),
        'GET /api/outcomes': () => json(200, { goals: [] }),
      });
      const { user } = renderAccount();
      await user.upload(
        screen.getByLabelText(/Momentum export file/),
        fileOf(JSON.stringify(exportFile)),
      );
      expect(await screen.findByText('2 goals and 3 tactics will be added')).toBeVisible();
      // A version 1 file becomes one outcome, 'My plan', beside the person's own.
      expect(screen.getByText('As a new outcome: ‘My plan’.')).toBeVisible();
      expect(apiRequests()).toHaveLength(1); // the dry run only

      await user.click(screen.getByRole('button', { name: 'Import' }));
      await expectToast('Success!', 'Added 2 goals and 3 tactics to your plan.');
      const sent = apiRequests().filter((request) => request.method === 'POST');
      expect(sent).toHaveLength(2);
      // The file goes out as it was chosen (the server checks it again), not its checked form,
      // which spells out every default and could grow past the size limit.
      expect(sent[0]!.body).toEqual(exportFile);
      expect(sent[1]!.body).toEqual(exportFile);
      expect(screen.queryByText(/will be added/)).toBeNull();
    });

    it.each([
      [
        'a file that is not JSON',
        () => fileOf('name,title\nx,y', 'plan.json'),
        IMPORT_MESSAGES.notJson,
      ],
      ['a JSON file from another app', () => fileOf('{"todos": []}'), IMPORT_MESSAGES.foreign],
      [
        'a file over 1 MB',
        () => fileOf(JSON.stringify({ ...exportFile, padding: 'x'.repeat(1024 * 1024) })),
        IMPORT_MESSAGES.tooLarge,
      ],
      [
        'a file with a bad rating',
        () =>
          fileOf(
            JSON.stringify({
              ...exportFile,
              goals: [{ title: 'Run', tactics: [{ title: 'Jog', effort: 6 }] }],
            }),
          ),
        'This file cannot be imported: Ratings are whole numbers from 1 to 5 (at goals[1].tactics[1].effort)',
      ],
    ])('refuses %s with a clear message and sends nothing', async (_name, file, message) => {
      const { apiRequests } = stubAccountFetch();
      const { user } = renderAccount();
      await user.upload(screen.getByLabelText(/Momentum export file/), file());
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(apiRequests()).toEqual([]);
      expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    });

    it('shows the server’s limit message when the account would pass 50 goals', async () => {
      const message = `${LIMIT_MESSAGES.goals}: you have 49 and this file adds 2.`;
      stubAccountFetch({ 'POST /api/import': () => json(409, { message }) });
      const { user } = renderAccount();
      await user.upload(
        screen.getByLabelText(/Momentum export file/),
        fileOf(JSON.stringify(exportFile)),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    });
  });

  describe('Import from another app', () => {
    const counts = {
      outcomes: 1,
      activeOutcomes: 1,
      goals: 3,
      tactics: 8,
      checkIns: 14,
      unmapped: [
        "daily 'Birthday card': a yearly repeat has no match; it repeats monthly on day 14",
      ],
    };

    it('sends the chosen app’s file as it is, lists what cannot come, and imports on Import only', async () => {
      const { apiRequests } = stubAccountFetch({
        'POST /api/import/habitica': () => json(apiRequests().length === 1 ? 200 : 201, counts),
        'GET /api/outcomes': () => json(200, { goals: [] }),
      });
      const { user } = renderAccount();
      await user.selectOptions(screen.getByRole('combobox', { name: 'App' }), 'Habitica');
      const chosen = new File(['{"tasks":{"habits":[]}}'], 'habitica-user-data.json', {
        type: 'application/json',
      });
      await user.upload(screen.getByLabelText('Habitica export file'), chosen);
      expect(
        await screen.findByText('3 goals and 8 tactics will be added, with 14 check-ins'),
      ).toHaveAttribute('role', 'status');
      expect(screen.getByText('As a new outcome: ‘From Habitica’.')).toBeVisible();
      const list = screen.getByRole('list', { name: 'Not imported or changed on the way:' });
      expect(list).toHaveTextContent(counts.unmapped[0]!);
      // The dry run only, with the file's own bytes.
      const [preview] = apiRequests();
      expect(apiRequests()).toHaveLength(1);
      expect(preview!.body).toBe(chosen);
      expect(preview!.headers['content-type']).toBe('application/octet-stream');

      await user.click(screen.getByRole('button', { name: 'Import from Habitica' }));
      await expectToast('Success!', 'Added 3 goals and 8 tactics to your plan.');
      expect(apiRequests().filter((request) => request.method === 'POST')).toHaveLength(2);
      expect(screen.queryByText(/will be added/)).toBeNull();
    });

    it('shows the server’s message for a file of another app, with nothing to import', async () => {
      const message = FOREIGN_MESSAGES.notThisApp('loop');
      stubAccountFetch({ 'POST /api/import/loop': () => json(400, { message }) });
      const { user } = renderAccount();
      const input = screen.getByLabelText('Loop Habit Tracker export file');
      await user.upload(input, new File(['{}'], 'data.zip'));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByRole('button', { name: /^Import from/ })).toBeNull();
    });

    it('refuses a file over 1 MB before sending it', async () => {
      const { apiRequests } = stubAccountFetch();
      const { user } = renderAccount();
      await user.upload(
        screen.getByLabelText('Loop Habit Tracker export file'),
        new File(['x'.repeat(1024 * 1024 + 1)], 'big.zip'),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_MESSAGES.tooLarge);
      expect(apiRequests()).toEqual([]);
    });
  });

  it('downloads the JSON export and the CSV with dated names', async () => {
    stubAccountFetch({ 'GET /api/export': () => json(200, exportFileV2) });
    const saved: Array<{ name: string; blob: Blob }> = [];
    const blobs = new Map<string, Blob>();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          const url = `blob:${blobs.size}`;
          blobs.set(url, blob);
          return url;
        },
        revokeObjectURL: () => {},
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
    });
    const { user } = renderAccount();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved.map(({ name }) => name)).toEqual([
      expect.stringMatching(/^momentum-export-\d{4}-\d{2}-\d{2}\.json$/),
      expect.stringMatching(/^momentum-export-\d{4}-\d{2}-\d{2}\.csv$/),
    ]);
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual(exportFileV2);
    const csv = new Uint8Array(await saved[1]!.blob.arrayBuffer());
    expect([...csv.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the UTF-8 BOM
    expect(await saved[1]!.blob.text()).toContain('"Run","Jog","2","4","6","no"');
  });
});
