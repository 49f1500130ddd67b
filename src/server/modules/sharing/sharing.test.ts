import { expect, it } from 'vitest';
import {
  CHEERS_PER_DAY,
  INVITATION_LOOKUPS_PER_MINUTE,
  MAX_PARTNERS_PER_OUTCOME,
  SHARING_MESSAGES,
} from '#shared/sharing';
import {
  cheerSchema,
  createdInvitationSchema,
  invitationPreviewSchema,
  sharedOutcomeSchema,
  type CreatedInvitation,
} from '#shared/sharing-schemas';
import { outcomeSchema, type Outcome } from '#shared/schemas';
import { dbKind, describeWithDb, refusal } from '#test/server/test-app.ts';
import {
  NOT_FOUND,
  parseExactly,
  useWorkflowApp,
  type WorkflowApi,
} from '#test/server/workflow-model.ts';

const DAY = 86_400_000;

describeWithDb(`Partners: invitations, the read-only view and cheers (${dbKind})`, () => {
  let clock = Date.parse('2026-11-02T09:00:00Z');
  const { context, signIn } = useWorkflowApp({ now: () => new Date(clock) });

  const tokenOf = (invitation: CreatedInvitation) => invitation.url.split('/join/')[1]!;

  /** An owner with an outcome holding a goal, a rated tactic with an if-then plan, and a repeat. */
  async function ownerWithPlan() {
    const owner = await signIn('Sam Owner');
    const created = await owner.send('POST', '/api/outcomes', {
      title: 'Run my first half marathon',
    });
    expect(created.statusCode, created.body).toBe(201);
    const outcome = parseExactly(outcomeSchema, created.json());
    const goalAnswer = await owner.createGoal({
      title: 'Finish in under 2 hours',
      outcomeId: outcome.id,
    });
    expect(goalAnswer.statusCode, goalAnswer.body).toBe(201);
    const goal = goalAnswer.json<{ id: string }>();
    const long = await owner.tactic(goal.id, 'Long run on Sundays');
    const changed = await owner.updateTactic(long.id, {
      effort: 3,
      impact: 5,
      repeat: { frequency: 'weekly', days: ['sun'] },
      plan: { when: 'it is Sunday 8 am', then: 'I run 15 km by the river' },
      link: 'https://example.com/private-training-notes',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const shoes = await owner.tactic(goal.id, 'Buy running shoes');
    return { owner, outcome, goal, long, shoes };
  }

  async function invite(owner: WorkflowApi, outcome: Outcome) {
    const response = await owner.send('POST', `/api/outcomes/${outcome.id}/invitations`);
    expect(response.statusCode, response.body).toBe(201);
    return parseExactly(createdInvitationSchema, response.json());
  }

  let addresses = 0;
  /**
   * Accepts a link from the person's own address, as people do: the link calls of one address
   * share one budget (the last test), which this file's many accepts would otherwise spend.
   */
  const acceptFromOwnAddress = (person: WorkflowApi, invitation: CreatedInvitation) =>
    context().app.inject({
      method: 'POST',
      url: `/api/invitations/${tokenOf(invitation)}/accept`,
      headers: person.user.headers,
      remoteAddress: `198.51.100.${(addresses += 1)}`,
    });

  async function partnerOf(owner: WorkflowApi, outcome: Outcome, name = 'Alex Partner') {
    const partner = await signIn(name);
    const invitation = await invite(owner, outcome);
    const accepted = await acceptFromOwnAddress(partner, invitation);
    expect(accepted.statusCode, accepted.body).toBe(200);
    return partner;
  }

  it('invites with a single-use link of at least 128 random bits that names inviter and outcome', async () => {
    const { owner, outcome } = await ownerWithPlan();
    const invitation = await invite(owner, outcome);
    expect(invitation.url).toMatch(/^http:\/\/[^/]+\/join\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(invitation.expiresAt) - clock).toBe(7 * DAY);

    const preview = await owner.send('GET', `/api/invitations/${tokenOf(invitation)}`);
    expect(parseExactly(invitationPreviewSchema, preview.json())).toEqual({
      inviterName: 'Sam Owner',
      outcomeTitle: 'Run my first half marathon',
    });
    const pending = await owner.send('GET', `/api/outcomes/${outcome.id}/invitations`);
    expect(pending.json()).toEqual([
      { id: invitation.id, createdAt: expect.any(String), expiresAt: invitation.expiresAt },
    ]);

    const partner = await signIn('Alex Partner');
    const accepted = await partner.send('POST', `/api/invitations/${tokenOf(invitation)}/accept`);
    expect(accepted.json()).toEqual({ outcomeId: outcome.id });
    const again = await (
      await signIn('Third')
    ).send('POST', `/api/invitations/${tokenOf(invitation)}/accept`);
    expect([again.statusCode, again.json()]).toEqual([
      410,
      refusal(SHARING_MESSAGES.invitationUsed),
    ]);
    const used = await partner.send('GET', `/api/invitations/${tokenOf(invitation)}`);
    expect(used.statusCode).toBe(410);
    expect((await owner.send('GET', `/api/outcomes/${outcome.id}/invitations`)).json()).toEqual([]);
  });

  it('says plainly when a link expired, was withdrawn or declined, and refuses the owner', async () => {
    const { owner, outcome } = await ownerWithPlan();
    const partner = await signIn('Late Partner');

    const expiring = await invite(owner, outcome);
    clock += 7 * DAY + 1000;
    const expired = await partner.send('POST', `/api/invitations/${tokenOf(expiring)}/accept`);
    expect([expired.statusCode, expired.json()]).toEqual([
      410,
      refusal(SHARING_MESSAGES.invitationExpired),
    ]);

    const withdrawn = await invite(owner, outcome);
    const revoke = await owner.send(
      'DELETE',
      `/api/outcomes/${outcome.id}/invitations/${withdrawn.id}`,
    );
    expect(revoke.statusCode).toBe(204);
    const afterRevoke = await partner.send('GET', `/api/invitations/${tokenOf(withdrawn)}`);
    expect([afterRevoke.statusCode, afterRevoke.json()]).toEqual([
      410,
      refusal(SHARING_MESSAGES.invitationRevoked),
    ]);

    const declined = await invite(owner, outcome);
    const own = await owner.send('POST', `/api/invitations/${tokenOf(declined)}/accept`);
    expect([own.statusCode, own.json()]).toEqual([409, refusal(SHARING_MESSAGES.ownInvitation)]);
    expect(
      (await partner.send('POST', `/api/invitations/${tokenOf(declined)}/decline`)).statusCode,
    ).toBe(200);
    const afterDecline = await partner.send('POST', `/api/invitations/${tokenOf(declined)}/accept`);
    expect(afterDecline.statusCode).toBe(410);
    expect((await partner.send('GET', '/api/shared')).json()).toEqual([]);

    const unknown = await partner.send('GET', `/api/invitations/${'x'.repeat(43)}`);
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      refusal(SHARING_MESSAGES.invitationNotFound),
    ]);
  });

  it(`keeps an outcome at ${MAX_PARTNERS_PER_OUTCOME} partners when links are accepted at the same moment`, async () => {
    const { owner, outcome } = await ownerWithPlan();
    const half = MAX_PARTNERS_PER_OUTCOME / 2;
    for (let index = 0; index < half; index++) await partnerOf(owner, outcome, `Early ${index}`);
    const invitations = [];
    for (let index = 0; index < MAX_PARTNERS_PER_OUTCOME; index++)
      invitations.push(await invite(owner, outcome));
    const people = await Promise.all(invitations.map((_, index) => signIn(`Late ${index}`)));

    const answers = await Promise.all(
      invitations.map((invitation, index) => acceptFromOwnAddress(people[index]!, invitation)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      ...Array<number>(half).fill(200),
      ...Array<number>(MAX_PARTNERS_PER_OUTCOME - half).fill(409),
    ]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json()).toEqual(refusal(SHARING_MESSAGES.tooManyPartners));
    const listed = await owner.send('GET', `/api/outcomes/${outcome.id}/partners`);
    expect(listed.json()).toHaveLength(MAX_PARTNERS_PER_OUTCOME);
  });

  it('makes one partner of a person who accepts two links of one outcome at once: the other link says so', async () => {
    for (let pair = 0; pair < 5; pair++) {
      const { owner, outcome } = await ownerWithPlan();
      const partner = await signIn(`Eager ${pair}`);
      const links = [await invite(owner, outcome), await invite(owner, outcome)];
      const answers = await Promise.all(links.map((link) => acceptFromOwnAddress(partner, link)));
      expect(
        answers.map((answer) => [answer.statusCode, answer.json<unknown>()]).sort(),
        `pair ${pair}`,
      ).toEqual([
        [200, { outcomeId: outcome.id }],
        [409, refusal(SHARING_MESSAGES.alreadyPartner)],
      ]);
      expect((await partner.send('GET', '/api/shared')).json()).toHaveLength(1);
    }
  });

  it('shows a partner exactly the allowed fields, never notes, plans, links or the owner’s email', async () => {
    const { owner, outcome, goal: measured, long, shoes } = await ownerWithPlan();
    const targeted = await owner.updateGoal(measured.id, {
      targetDate: '2027-04-12',
      measure: { unit: 'min', start: 150, target: 120, direction: 'decrease' },
    });
    expect(targeted.statusCode, targeted.body).toBe(200);
    for (const [date, value, note] of [
      ['2026-10-04', 145, 'Windy day'],
      ['2026-11-01', 140, null],
    ] as const) {
      const logged = await owner.putMeasurement(measured.id, date, { value, note });
      expect(logged.statusCode, logged.body).toBe(200);
    }
    const noted = await owner.send('PUT', `/api/tactics/${long.id}/check-ins/2026-11-01`, {
      note: 'Knee felt sore',
    });
    expect(noted.statusCode, noted.body).toBe(204);
    const bought = await owner.updateTactic(shoes.id, {
      completed: true,
      completionNote: 'Bought at the outlet',
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const partner = await partnerOf(owner, outcome);

    const list = await partner.send('GET', '/api/shared');
    expect(list.json()).toEqual([
      {
        outcomeId: outcome.id,
        partnerId: expect.any(String),
        title: 'Run my first half marathon',
        status: 'active',
        ownerName: 'Sam Owner',
      },
    ]);
    const view = await partner.send('GET', `/api/shared/${outcome.id}`);
    expect(view.statusCode, view.body).toBe(200);
    const shared = parseExactly(sharedOutcomeSchema, view.json());
    const [goal] = shared.goals;
    // The goal's target and what its pace is worked out from: dates and values, no note.
    expect(Object.keys(goal!).sort()).toEqual([
      'id',
      'measure',
      'measurements',
      'status',
      'statusChangedAt',
      'tactics',
      'targetDate',
      'title',
    ]);
    expect(goal!.measure).toEqual({ unit: 'min', start: 150, target: 120, direction: 'decrease' });
    expect(goal!.targetDate).toBe('2027-04-12');
    expect(goal!.measurements).toEqual([
      { date: '2026-10-04', value: 145 },
      { date: '2026-11-01', value: 140 },
    ]);
    expect(
      goal!.tactics.map((tactic) => [tactic.title, tactic.completed, tactic.checkIns]),
    ).toEqual([
      ['Long run on Sundays', false, ['2026-11-01']],
      ['Buy running shoes', true, []],
    ]);
    expect(Object.keys(goal!.tactics[0]!).sort()).toEqual([
      'checkIns',
      'completed',
      'completedAt',
      'dueDate',
      'effort',
      'goalId',
      'id',
      'impact',
      'pauses',
      'repeat',
      'title',
    ]);
    const secrets = [
      owner.user.email,
      'river',
      'private-training-notes',
      'plan',
      'sore',
      'outlet',
      'Windy',
      'note',
    ];
    for (const secret of secrets) {
      expect(view.body).not.toContain(secret);
      expect(list.body).not.toContain(secret);
    }
  });

  it('lets the owner reply to a cheer in one line, which the partner sees in their view', async () => {
    const { owner, outcome } = await ownerWithPlan();
    const partner = await partnerOf(owner, outcome);
    const stranger = await signIn('Stranger');
    const sent = await partner.send('POST', `/api/shared/${outcome.id}/cheers`, {
      text: 'You can do it!',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [cheer] = (await owner.send('GET', '/api/cheers')).json<Array<{ id: string }>>();
    const reply = (api: WorkflowApi, body: unknown, id = cheer!.id) =>
      api.send('PUT', `/api/cheers/${id}/reply`, body);

    // The same rules as a cheer: a few words, at most CHEER_MAX_LENGTH characters.
    const empty = await reply(owner, { text: '   ' });
    expect([empty.statusCode, empty.json().message]).toEqual([400, SHARING_MESSAGES.cheerRequired]);
    const long = await reply(owner, { text: 'x'.repeat(281) });
    expect([long.statusCode, long.json().message]).toEqual([400, SHARING_MESSAGES.cheerTooLong]);
    // The partner reads but does not reply; a stranger does not learn the cheer exists.
    expect((await reply(partner, { text: 'Replying to myself' })).statusCode).toBe(403);
    expect((await reply(stranger, { text: 'Hijacked' })).statusCode).toBe(404);
    expect((await reply(owner, { text: 'Hi' }, 'not-an-id')).statusCode).toBe(404);

    expect((await reply(owner, { text: '  Thanks, Sunday went well!  ' })).statusCode).toBe(204);
    const view = parseExactly(
      sharedOutcomeSchema,
      (await partner.send('GET', `/api/shared/${outcome.id}`)).json(),
    );
    expect(view.cheers).toEqual([
      {
        id: cheer!.id,
        text: 'You can do it!',
        createdAt: expect.any(String),
        reply: 'Thanks, Sunday went well!',
      },
    ]);
    expect((await owner.send('GET', '/api/cheers')).json()[0].reply).toBe(
      'Thanks, Sunday went well!',
    );
  });

  it('lets a partner cheer at most five times a day; the owner sees, mutes and dismisses them', async () => {
    const { owner, outcome } = await ownerWithPlan();
    const partner = await partnerOf(owner, outcome);
    for (let sent = 0; sent < CHEERS_PER_DAY; sent++) {
      const cheer = await partner.send('POST', `/api/shared/${outcome.id}/cheers`, {
        text: `  Great week, keep going! ${sent}  `,
      });
      expect(cheer.statusCode, cheer.body).toBe(201);
      // A minute apart, so "newest first" has one answer.
      clock += 60_000;
    }
    const over = await partner.send('POST', `/api/shared/${outcome.id}/cheers`, {
      text: 'One more',
    });
    expect([over.statusCode, over.json()]).toEqual([429, refusal(SHARING_MESSAGES.cheerLimit)]);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);

    const bad = await partner.send('POST', `/api/shared/${outcome.id}/cheers`, { text: '   ' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, SHARING_MESSAGES.cheerRequired]);
    const long = await partner.send('POST', `/api/shared/${outcome.id}/cheers`, {
      text: 'x'.repeat(281),
    });
    expect([long.statusCode, long.json().message]).toEqual([400, SHARING_MESSAGES.cheerTooLong]);

    const received = await owner.send('GET', '/api/cheers');
    const cheers = received.json<unknown[]>().map((cheer) => parseExactly(cheerSchema, cheer));
    expect(cheers).toHaveLength(CHEERS_PER_DAY);
    expect(cheers[0]).toMatchObject({
      partnerName: 'Alex Partner',
      outcomeTitle: 'Run my first half marathon',
      text: `Great week, keep going! ${CHEERS_PER_DAY - 1}`,
    });
    expect((await partner.send('GET', '/api/cheers')).json()).toEqual([]);
    expect((await partner.send('DELETE', `/api/cheers/${cheers[0]!.id}`)).statusCode).toBe(404);
    expect((await owner.send('DELETE', `/api/cheers/${cheers[0]!.id}`)).statusCode).toBe(204);
    expect((await owner.send('GET', '/api/cheers')).json()).toHaveLength(CHEERS_PER_DAY - 1);

    const [listed] = (await owner.send('GET', `/api/outcomes/${outcome.id}/partners`)).json<
      Array<{ id: string; name: string; muted: boolean }>
    >();
    expect(listed).toMatchObject({ name: 'Alex Partner', muted: false });
    const muted = await owner.send('PATCH', `/api/outcomes/${outcome.id}/partners/${listed!.id}`, {
      muted: true,
    });
    expect(muted.json()).toMatchObject({ muted: true });
    expect((await owner.send('GET', '/api/cheers')).json()).toEqual([]);

    clock += DAY;
    const tomorrow = await partner.send('POST', `/api/shared/${outcome.id}/cheers`, { text: 'Hi' });
    expect(tomorrow.statusCode).toBe(201);
  });

  it('dismisses all the cheers named at once: all or none, only the owner’s, again without change', async () => {
    const { owner, outcome } = await ownerWithPlan();
    const partner = await partnerOf(owner, outcome);
    for (const text of ['First', 'Second', 'Third']) {
      expect(
        (await partner.send('POST', `/api/shared/${outcome.id}/cheers`, { text })).statusCode,
      ).toBe(201);
      clock += 60_000;
    }
    // Someone else's cheer, received on their own outcome.
    const other = await ownerWithPlan();
    const otherPartner = await partnerOf(other.owner, other.outcome, 'Kim Partner');
    await otherPartner.send('POST', `/api/shared/${other.outcome.id}/cheers`, { text: 'Theirs' });
    const [theirs] = (await other.owner.send('GET', '/api/cheers')).json<Array<{ id: string }>>();

    const shown = async () =>
      (await owner.send('GET', '/api/cheers')).json<Array<{ id: string; text: string }>>();
    const [third, second, first] = await shown();
    const dismiss = (api: WorkflowApi, ids: unknown) =>
      api.send('POST', '/api/cheers/dismiss', { ids });

    // One id that is not the caller's (another person's, unknown, not an id) dismisses nothing.
    for (const stray of [theirs!.id, crypto.randomUUID(), 'not-an-id']) {
      const refused = await dismiss(owner, [third!.id, second!.id, stray]);
      expect([refused.statusCode, refused.json()]).toEqual([404, NOT_FOUND]);
    }
    expect(await shown()).toHaveLength(3);
    // The partner who sent them, and the other owner, cannot dismiss them either.
    for (const api of [partner, other.owner]) {
      const refused = await dismiss(api, [third!.id]);
      expect([refused.statusCode, refused.json()]).toEqual([404, NOT_FOUND]);
    }
    expect(await shown()).toHaveLength(3);

    for (const [ids, message] of [
      [[], SHARING_MESSAGES.dismissNone],
      [undefined, SHARING_MESSAGES.dismissNone],
      [Array.from({ length: 51 }, () => third!.id), SHARING_MESSAGES.dismissTooMany],
    ] as const) {
      const bad = await dismiss(owner, ids);
      expect([bad.statusCode, bad.json().message]).toEqual([400, message]);
    }
    expect(await shown()).toHaveLength(3);

    const done = await dismiss(owner, [third!.id, second!.id, third!.id]);
    expect(done.statusCode, done.body).toBe(204);
    expect((await shown()).map((cheer) => cheer.text)).toEqual([first!.text]);
    const dismissedAt = async () =>
      (await owner.send('GET', '/api/export'))
        .json<{
          outcomes: Array<{ cheers?: Array<{ text: string; dismissedAt: string | null }> }>;
        }>()
        .outcomes.flatMap((row) => row.cheers ?? [])
        .map((cheer) => [
          cheer.text,
          cheer.dismissedAt !== null ? 'dismissed' : 'shown',
          cheer.dismissedAt,
        ]);
    const before = await dismissedAt();
    // Sent again (a retry), it answers the same and changes nothing, not even the times.
    const again = await dismiss(owner, [third!.id, second!.id]);
    expect(again.statusCode, again.body).toBe(204);
    expect(await dismissedAt()).toEqual(before);
    expect(before.map(([text, state]) => [text, state]).sort()).toEqual([
      ['First', 'shown'],
      ['Second', 'dismissed'],
      ['Third', 'dismissed'],
    ]);
    // The other owner's cheer was never touched.
    expect((await other.owner.send('GET', '/api/cheers')).json()).toHaveLength(1);
  });

  it('ends the partnership on the partner’s next request, whoever ends it', async () => {
    const { owner, outcome } = await ownerWithPlan();
    const removed = await partnerOf(owner, outcome, 'Removed');
    const leaving = await partnerOf(owner, outcome, 'Leaving');
    const partners = (await owner.send('GET', `/api/outcomes/${outcome.id}/partners`)).json<
      Array<{ id: string; name: string }>
    >();
    const idOf = (name: string) => partners.find((partner) => partner.name === name)!.id;

    expect(
      (await owner.send('DELETE', `/api/outcomes/${outcome.id}/partners/${idOf('Removed')}`))
        .statusCode,
    ).toBe(204);
    expect((await removed.send('GET', `/api/shared/${outcome.id}`)).json()).toEqual(NOT_FOUND);
    expect((await removed.send('GET', '/api/shared')).json()).toEqual([]);

    const [mine] = (await leaving.send('GET', '/api/shared')).json<Array<{ partnerId: string }>>();
    // Another partner cannot remove them; they can remove themselves.
    expect(
      (await removed.send('DELETE', `/api/outcomes/${outcome.id}/partners/${mine!.partnerId}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await leaving.send('DELETE', `/api/outcomes/${outcome.id}/partners/${mine!.partnerId}`))
        .statusCode,
    ).toBe(204);
    expect((await owner.send('GET', `/api/outcomes/${outcome.id}/partners`)).json()).toEqual([]);
  });

  it('removes the partnership when either account is deleted', async () => {
    const { owner, outcome } = await ownerWithPlan();
    const partner = await partnerOf(owner, outcome);
    await partner.send('POST', `/api/shared/${outcome.id}/cheers`, { text: 'Go Sam' });
    expect((await partner.send('DELETE', '/api/users/me')).statusCode).toBe(204);
    expect((await owner.send('GET', `/api/outcomes/${outcome.id}/partners`)).json()).toEqual([]);
    expect((await owner.send('GET', '/api/cheers')).json()).toEqual([]);

    const second = await ownerWithPlan();
    const follower = await partnerOf(second.owner, second.outcome);
    expect((await second.owner.send('DELETE', '/api/users/me')).statusCode).toBe(204);
    expect((await follower.send('GET', '/api/shared')).json()).toEqual([]);
  });

  it(`limits the link's look-up, accept and decline to ${INVITATION_LOOKUPS_PER_MINUTE} calls a minute per address, together`, async () => {
    const { owner, outcome } = await ownerWithPlan();
    const real = tokenOf(await invite(owner, outcome));
    const guess = 'x'.repeat(43);
    const call = (person: WorkflowApi, route: string, remoteAddress: string) =>
      context().app.inject({
        method: route.startsWith('GET') ? 'GET' : 'POST',
        url: route.split(' ')[1]!,
        headers: person.user.headers,
        remoteAddress,
      });
    const routes = [
      `GET /api/invitations/${guess}`,
      `POST /api/invitations/${guess}/accept`,
      `POST /api/invitations/${guess}/decline`,
    ];
    for (const [index, route] of routes.entries()) {
      // Each guesser on their own address, so only this route spends its budget.
      const guesser = await signIn(`Guesser ${index}`);
      const address = `203.0.113.${index + 1}`;
      for (let guessed = 0; guessed < INVITATION_LOOKUPS_PER_MINUTE; guessed++) {
        const answer = await call(guesser, route, address);
        expect(answer.statusCode, `${route} ${guessed}: ${answer.body}`).toBe(404);
      }
      const over = await call(guesser, route, address);
      expect([over.statusCode, over.json()], route).toEqual([
        429,
        refusal(SHARING_MESSAGES.tooManyLookups),
      ]);
      expect(Number(over.headers['retry-after']), route).toBeGreaterThan(0);
      // Past the budget even the real link waits, on each of the three routes.
      for (const other of routes) {
        const withReal = other.replace(guess, real);
        expect((await call(guesser, withReal, address)).statusCode, withReal).toBe(429);
      }
      // Another address keeps its own budget.
      expect((await call(guesser, route, '203.0.113.99')).statusCode, route).toBe(404);
    }

    // One budget for the three: a third spent on each leaves none.
    const mixer = await signIn('Mixer');
    for (let guessed = 0; guessed < INVITATION_LOOKUPS_PER_MINUTE; guessed++)
      await call(mixer, routes[guessed % routes.length]!, '203.0.113.50');
    for (const route of routes)
      expect((await call(mixer, route, '203.0.113.50')).statusCode, route).toBe(429);
    // The link was never used: it still works from an address with budget left.
    const partner = await signIn('Patient Partner');
    const accepted = await call(partner, `POST /api/invitations/${real}/accept`, '203.0.113.77');
    expect([accepted.statusCode, accepted.json()]).toEqual([200, { outcomeId: outcome.id }]);
  });
});
