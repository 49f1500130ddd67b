/**
 * Local mode keeps people across a crash: `npm start`, sign in, add a goal, kill -9 the whole
 * process group (as a closed terminal or a crash would), start again, sign in with the same
 * Google account: same uid, same plan.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import {
  check,
  drill,
  freePort,
  localModeEnv,
  scratchDir,
  signIn,
  startGroup,
  step,
  waitHealthy,
} from './support.ts';

await drill('local-mode identity survives kill -9 of everything `npm start` started', async () => {
  const dataDir = scratchDir('identity');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = localModeEnv({ DATA_DIR: dataDir, PORT: String(port) });
  const googleAccount = randomUUID();
  const start = () => startGroup(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], env);
  const emulatorUrl = async () =>
    ((await (await fetch(`${baseUrl}/api/config`)).json()) as { authEmulatorUrl: string })
      .authEmulatorUrl;
  try {
    step(`npm start with DATA_DIR=${dataDir}, port ${port}`);
    let group = start();
    await waitHealthy(baseUrl, group);
    const firstEmulator = await emulatorUrl();
    const first = await signIn(firstEmulator, googleAccount);
    step(`signed in as Google account ${googleAccount.slice(0, 8)}: uid ${first.uid}`);
    const created = await fetch(`${baseUrl}/api/goals`, {
      method: 'POST',
      headers: first.headers,
      body: JSON.stringify({ title: 'Run a marathon' }),
    });
    check(created.status === 201, `goal saved (HTTP ${created.status})`);

    step('kill -9 of the whole process group (server, emulator, start script)');
    await group.killGroup('SIGKILL');
    const emulatorGone = await fetch(firstEmulator).then(
      () => false,
      () => true,
    );
    check(emulatorGone, 'nothing left answering: the emulator died with the group');

    step('npm start again on the same DATA_DIR');
    group = start();
    await waitHealthy(baseUrl, group);
    const second = await signIn(await emulatorUrl(), googleAccount);
    check(second.uid === first.uid, `same Google account, same uid (${second.uid})`);
    const outcomes = await fetch(`${baseUrl}/api/outcomes`, { headers: second.headers });
    const plan = ((await outcomes.json()) as { goals: Array<{ title: string }> }).goals;
    check(
      plan.some((goal) => goal.title === 'Run a marathon'),
      `the plan is there (${plan.length} goal(s))`,
    );
    await group.killGroup('SIGTERM');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
