import { describe, expect, it } from 'vitest';
import type { ReviewTactic } from '#shared/review';
import { digestEmail, digestOf, type DigestGoal } from './digest.ts';

const MONDAY = '2026-12-07';
const tactic = (fields: Partial<ReviewTactic> & { title: string }): ReviewTactic => ({
  id: fields.title,
  completed: false,
  completedAt: null,
  dueDate: null,
  repeat: null,
  checkIns: [],
  ...fields,
});

const goals: DigestGoal[] = [
  {
    title: 'Run a half marathon',
    targetDate: null,
    tactics: [
      tactic({
        title: 'Run',
        repeat: { frequency: 'weekly', days: ['mon', 'wed', 'fri'] },
        checkIns: ['2026-11-30', '2026-12-04'],
      }),
      tactic({ title: 'Buy shoes', dueDate: '2026-12-09' }),
      tactic({ title: 'Book a physio', dueDate: '2026-12-01' }),
      tactic({ title: 'Sign up', dueDate: '2026-12-20' }),
      tactic({
        title: 'Pick a race',
        dueDate: '2026-12-08',
        completed: true,
        completedAt: '2026-12-03T12:00:00Z',
      }),
    ],
  },
  // Its repeat ends before the week: nothing due, but last week counts.
  {
    title: 'Sleep',
    targetDate: '2026-12-06',
    tactics: [tactic({ title: 'Lights out', repeat: { frequency: 'daily' } })],
  },
];

describe('the weekly digest', () => {
  it('lists what is due this week (overdue one-offs included, done ones not) and last week’s figures', () => {
    const digest = digestOf(goals, MONDAY);
    expect(digest.due).toEqual([
      { goal: 'Run a half marathon', tactic: 'Run', dueDate: null, days: 3 },
      { goal: 'Run a half marathon', tactic: 'Buy shoes', dueDate: '2026-12-09', days: 1 },
      { goal: 'Run a half marathon', tactic: 'Book a physio', dueDate: '2026-12-01', days: 1 },
    ]);
    expect(digest.lastWeek.goals.map((goal) => [goal.title, goal.repeats])).toEqual([
      ['Run a half marathon', [{ title: 'Run', checkIns: 2, scheduled: 3 }]],
      ['Sleep', [{ title: 'Lights out', checkIns: 0, scheduled: 7 }]],
    ]);
  });

  it('reads as plain text and HTML, with the review and unsubscribe links, escaping titles', () => {
    const email = digestEmail(
      digestOf([{ ...goals[0]!, title: 'Run <fast> & far' }], MONDAY),
      {
        review: 'https://plan.example.com/review',
        unsubscribe: 'https://plan.example.com/unsubscribe/t',
      },
      null,
    );
    expect(email.subject).toBe('Your week from Mon 7 Dec: 3 due');
    expect(email.text.split('\n')).toEqual([
      'Due this week',
      '- Run (Run <fast> & far): 3 days this week',
      '- Buy shoes (Run <fast> & far): due Wed 9 Dec',
      '- Book a physio (Run <fast> & far): overdue since Tue 1 Dec',
      '',
      'Last week',
      '- Run <fast> & far: 1 done; Run: 2 of 3',
      '',
      'Review your week: https://plan.example.com/review',
      '',
      'Stop the weekly digest: https://plan.example.com/unsubscribe/t',
    ]);
    expect(email.html).toContain('Run &lt;fast&gt; &amp; far');
    expect(email.html).not.toContain('<fast>');
    expect(email.html).toContain('<a href="https://plan.example.com/review">');
  });

  it('says so when nothing is due and nothing happened', () => {
    const email = digestEmail(digestOf([], MONDAY), { review: 'r', unsubscribe: 'u' }, null);
    expect(email.subject).toBe('Your week from Mon 7 Dec: 0 due');
    expect(email.text).toContain('Nothing is due this week.');
    // In the recipient's language, dates too (docs/email.md, "Language").
    const spanish = digestEmail(digestOf([], MONDAY), { review: 'r', unsubscribe: 'u' }, 'es');
    expect(spanish.subject).toBe('Tu semana desde el lun, 7 dic: 0 pendientes');
    expect(spanish.text).toContain('No hay nada pendiente esta semana.');
    expect(spanish.text).toContain('Revisa tu semana: r');
    expect(email.text).toContain('Nothing was scheduled or done last week.');
  });
});
