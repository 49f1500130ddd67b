/**
 * `npm run drill [name...]`: the operational drills in scripts/drills/ (crashes, outages, slow
 * dependencies, several instances), each in its own process. Each prints what it did and what it
 * found; the run fails when any drill does.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { run } from './lib/processes.ts';

const folder = path.resolve('scripts/drills');
const all = readdirSync(folder)
  .filter((file) => file.endsWith('.ts') && file !== 'support.ts')
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !all.includes(name));
if (unknown.length) {
  console.error(`No drill named ${unknown.join(', ')}. Drills: ${all.join(', ')}`);
  process.exit(1);
}
const failed: string[] = [];
for (const name of wanted.length ? wanted : all) {
  await run(process.execPath, ['--import', 'tsx', path.join(folder, `${name}.ts`)]).catch(() =>
    failed.push(name),
  );
}
console.log(failed.length ? `\nDrills failed: ${failed.join(', ')}` : '\nEvery drill passed.');
process.exit(failed.length ? 1 : 0);
