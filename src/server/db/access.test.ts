/**
 * The grants table alone decides what a partner may do (docs/decisions/130): this file builds the
 * app's access rules from the table plus an `editor` level, and an editor can then change the
 * plan while a read-only partner is still refused. Nothing else of the app changes for it.
 */
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { SHARING_MESSAGES } from '#shared/sharing';
import { dbKind, describeWithDb, refusal } from '#test/server/test-app.ts';
import {
  NOT_FOUND,
  followOutcome,
  useWorkflowApp,
  type WorkflowApi,
} from '#test/server/workflow-model.ts';
import type * as Access from './access.ts';
import { partners, users } from './schema.ts';

vi.mock('./access.ts', async (importOriginal) => {
  const access = await importOriginal<typeof Access>();
  // The one line a partner level that may edit needs.
  return { ...access, ...access.accessRules({ ...access.GRANTS, editor: ['follow', 'edit'] }) };
});

describeWithDb(`Access levels come from the grants table (${dbKind})`, () => {
  const { context, signIn } = useWorkflowApp();

  const follow = async (owner: WorkflowApi, outcomeId: string, name: string) =>
    followOutcome(owner, await signIn(name), outcomeId);

  it('lets an editor change goals and tactics while a read-only partner still gets 403', async () => {
    const owner = await signIn('Owner');
    type Created = { id: string };
    const { id: outcomeId } = (await owner.createOutcome({ title: 'Race' })).json<Created>();
    const goal = await owner.createGoal({ title: 'Half marathon', outcomeId });
    const { id: goalId } = goal.json<Created>();
    const tactic = await owner.tactic(goalId, 'Long run');
    const viewer = await follow(owner, outcomeId, 'Viewer');
    const editor = await follow(owner, outcomeId, 'Editor');
    // Making a partner an editor is not offered yet: the test sets the stored level itself.
    const { db } = context().database;
    const [editorUser] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.firebaseUid, editor.user.uid));
    await db.update(partners).set({ level: 'editor' }).where(eq(partners.userId, editorUser!.id));

    const edited = await editor.updateTactic(tactic.id, { title: 'Long run, 15 km' });
    expect(edited.statusCode, edited.body).toBe(200);
    const added = await editor.send('POST', '/api/tactics', { title: 'Stretch', goalId });
    expect(added.statusCode, added.body).toBe(201);
    const refused = await viewer.updateTactic(tactic.id, { title: 'Taken over' });
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      refusal(SHARING_MESSAGES.partnerWrite),
    ]);
    // The editor was given `edit` only: the outcome itself and its full read stay the owner's.
    const renamed = await editor.send('PATCH', `/api/outcomes/${outcomeId}`, { title: 'Mine' });
    expect(renamed.statusCode, renamed.body).toBe(403);
    const read = await editor.send('GET', `/api/outcomes/${outcomeId}`);
    expect([read.statusCode, read.json()]).toEqual([404, NOT_FOUND]);
    expect((await editor.send('GET', `/api/shared/${outcomeId}`)).statusCode).toBe(200);

    const plan = (await owner.send('GET', `/api/outcomes/${outcomeId}`)).json<{
      title: string;
      goals: Array<{ tactics: Array<{ title: string }> }>;
    }>();
    expect(plan.title).toBe('Race');
    expect(plan.goals[0]!.tactics.map((row) => row.title)).toEqual(['Long run, 15 km', 'Stretch']);
  });
});
