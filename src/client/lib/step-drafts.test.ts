import { beforeEach, describe, expect, it } from 'vitest';
import { forgetStepDrafts, readStepDraft, writeStepDraft } from './step-drafts.ts';

beforeEach(() => sessionStorage.clear());

describe('step drafts', () => {
  it("are one person's own: another uid, outcome or step reads nothing", () => {
    writeStepDraft({ uid: 'ada', outcomeId: 'o1', step: 2 }, { rows: ['x'] });
    expect(readStepDraft({ uid: 'ada', outcomeId: 'o1', step: 2 })).toEqual({ rows: ['x'] });
    expect(readStepDraft({ uid: 'grace', outcomeId: 'o1', step: 2 })).toBeUndefined();
    expect(readStepDraft({ uid: 'ada', outcomeId: 'o2', step: 2 })).toBeUndefined();
    expect(readStepDraft({ uid: 'ada', outcomeId: 'o1', step: 1 })).toBeUndefined();
  });

  it('are dropped by writing nothing, and all of them by forgetStepDrafts', () => {
    const key = { uid: 'ada', outcomeId: undefined, step: 1 };
    writeStepDraft(key, [1]);
    writeStepDraft(key, undefined);
    expect(readStepDraft(key)).toBeUndefined();

    writeStepDraft(key, [1]);
    writeStepDraft({ uid: 'grace', outcomeId: 'o9', step: 3 }, [2]);
    sessionStorage.setItem('momentum.ticked-this-visit', '[]');
    forgetStepDrafts();
    expect(Object.keys(sessionStorage)).toEqual(['momentum.ticked-this-visit']);
  });

  it('read an unreadable entry as no draft', () => {
    sessionStorage.setItem('momentum.step-draft:ada:o1:3', '{not json');
    expect(readStepDraft({ uid: 'ada', outcomeId: 'o1', step: 3 })).toBeUndefined();
  });
});
