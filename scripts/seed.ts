/**
 * `npm run seed -- --email you@example.com`: gives an account of this checkout's database the
 * sample plan, exactly as **Start from a sample plan** does (same code, one transaction, only into
 * an empty plan), for demos and screenshots. The account must have signed in once (with
 * `npm start`, in the Auth emulator's popup); with the embedded database, stop the server first.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { lockDataDir } from '../src/server/db/data-dir-lock.ts';
import { users } from '../src/server/db/schema.ts';
import { samplePlanRepository } from '../src/server/modules/sample-plan/index.ts';
import { LIMIT_MESSAGES } from '#shared/limits';
import { samplePlan, SAMPLE_PLAN_NOT_EMPTY } from '#shared/sample-plan';
import { translator } from '#server/i18n.ts';

const { values } = parseArgs({ options: { email: { type: 'string' } } });
const email = values.email?.trim();
if (!email) {
  console.error('Usage: npm run seed -- --email you@example.com');
  process.exit(1);
}

if (existsSync('.env')) process.loadEnvFile('.env');
const settings = {
  DATABASE_URL: process.env.DATABASE_URL?.trim() || undefined,
  DATA_DIR: process.env.DATA_DIR?.trim() || './data',
  DB_STATEMENT_TIMEOUT_MS: 10_000,
};
const where = settings.DATABASE_URL ? 'the PostgreSQL database' : settings.DATA_DIR;

let lock: Awaited<ReturnType<typeof lockDataDir>> | undefined;
if (!settings.DATABASE_URL) {
  try {
    lock = await lockDataDir(settings.DATA_DIR);
  } catch (error) {
    console.error(`Cannot seed: ${(error as Error).message}. Stop the server first.`);
    process.exit(1);
  }
}
const database = openDatabase(settings);
let code = 0;
try {
  await database.migrate();
  const [account] = await database.db
    .select({ uid: users.firebaseUid })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (!account) {
    console.error(
      `No account with the email ${email} in ${where}. Start the app (npm start), sign in once ` +
        'with that email, stop it, then run this again.',
    );
    code = 1;
  } else {
    const created = await samplePlanRepository(database.db).create(account);
    if (typeof created === 'string') {
      const why = created === 'not-empty' ? SAMPLE_PLAN_NOT_EMPTY : LIMIT_MESSAGES.outcomes;
      console.error(`${email}: ${why} Nothing was changed.`);
      code = 1;
    } else {
      console.log(
        `${email} now has the sample plan '${samplePlan(translator(null)).outcome}' (in ${where}).`,
      );
    }
  }
} finally {
  await database.close();
  await lock?.release();
}
process.exit(code);
