/**
 * The plans of the bench's API users, as SQL: one active outcome of 3 goals x 4 tactics each,
 * shaped so that every plan read sends the statements a real plan makes it send (issue 53): the
 * first goal is measured with a value logged each of the last 5 weeks (the goal-measure read),
 * its last tactic repeats daily with a check-in on each of the last 120 days, further back than
 * any read's window, so that the run before the window is read and summed up (`rhythmBefore`),
 * and the second goal's first tactic is a one-off due today (UTC), which Today lists.
 * bench.ts seeds its 2,000 users so; src/server/bench-baseline.test.ts seeds its one user so.
 */
import { WRITE_BUDGET } from '#server/plugins/security.ts';
import { rateLimitKey } from '#server/plugins/shared-rate-limit-store.ts';

/** Today's UTC date, which the bench's reads send as `today`. */
const UTC_TODAY = `(now() at time zone 'utc')::date`;

/** Days of daily check-ins: past Today's window (84 days from a first day of the week). */
export const BENCH_CHECK_IN_DAYS = 120;

/** `users`: a select of (firebase_uid, email) rows, the bench's users. */
export const benchPlanSql = (users: string) => [
  `insert into users (firebase_uid, email) ${users}`,
  `insert into outcomes (user_id, title, position) select u.id, 'My plan', 0 from users u`,
  `insert into goals (outcome_id, title, position, measure)
     select o.id, 'Goal number ' || p, p,
       case when p = 0 then '{"unit":"km","start":0,"target":100,"direction":"increase"}'::jsonb end
     from outcomes o, generate_series(0, 2) p`,
  `insert into measurements (goal_id, date, value)
     select g.id, ${UTC_TODAY} - 7 * w, 50 - 5 * w from goals g, generate_series(0, 4) w
     where g.measure is not null`,
  `insert into tactics (goal_id, title, position, effort, impact, repeat, repeat_set_at, due_date)
     select g.id, 'A tactic to move this goal forward ' || p, p, 1 + p % 5, 1 + (p + 2) % 5,
       case when g.position = 0 and p = 3 then '{"frequency":"daily"}'::jsonb end,
       case when g.position = 0 and p = 3 then now() - interval '1 year' end,
       case when g.position = 1 and p = 0 then ${UTC_TODAY} end
     from goals g, generate_series(0, 3) p`,
  `insert into check_ins (tactic_id, date)
     select t.id, ${UTC_TODAY} - d from tactics t, generate_series(1, ${BENCH_CHECK_IN_DAYS}) d
     where t.repeat is not null`,
  // A running server keeps a write budget for everyone who has written (this one's window long
  // over). Without these rows the store is empty when the app prepares its statements, and
  // PostgreSQL keeps the plan it made for an empty table, a scan of the whole store, for every
  // write after (docs/decisions/185-a-bench-on-a-database-in-use.md).
  `insert into rate_limit_hits (key, hits, window_ends_at)
     select '${rateLimitKey(WRITE_BUDGET, '')}' || firebase_uid, 1, now() - interval '1 minute'
     from users`,
];

/** Each user's first tactic (a one-off, the PATCH's) and only outcome. */
export const BENCH_USER_SQL = `select u.firebase_uid as uid, t.id as tactic, o.id as outcome
  from users u join outcomes o on o.user_id = u.id
  join goals g on g.outcome_id = o.id and g.position = 0
  join tactics t on t.goal_id = g.id and t.position = 0`;
