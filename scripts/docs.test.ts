/**
 * The repository explains itself (docs/decisions/020-the-repository-explains-itself.md), so what
 * its guides name must exist: every path they cite, every decision record in the index, every
 * setting in docs/settings.md, every server plugin and module and client feature in the
 * README's layout. Each check reads the tree as it is, so a file moved or added without its
 * line in the docs fails here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The guides a newcomer reads; the decision records are history and keep their own paths. */
const GUIDES = [
  'README.md',
  'CONTRIBUTING.md',
  'docs/settings.md',
  'docs/performance.md',
  'docs/operations.md',
  'docs/offline.md',
  'docs/push.md',
  'docs/mutation-testing.md',
  'docs/decisions/README.md',
  'docs/product.md',
];

/** Folders of this repository that a backticked path starts with. */
const REPO_FOLDERS = ['src/', 'scripts/', 'e2e/', 'docs/', 'public/', 'stubs/', '.ci/'];

/**
 * The repository paths a Markdown file cites: `src/...` in backticks (outside code blocks, with a
 * line range such as `:60-109` dropped, also among the words of a command) and relative link targets, resolved from the file's
 * folder. Patterns (`<area>`, `*`, `{id}`, `NNN`) are not paths.
 */
export function citedPaths(markdown: string, file: string): string[] {
  const text = markdown.replace(/^```[\s\S]*?^```/gm, '');
  // A command in backticks cites the paths among its words.
  const backticked = [...text.matchAll(/`([^`]+)`/g)]
    .flatMap((match) => match[1]!.split(/[\s,=']+/))
    .map((word) => word.replace(/:[\d-]+$/, ''))
    .filter((cited) => REPO_FOLDERS.some((folder) => cited.startsWith(folder)));
  const linked = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!.replace(/#.*$/, ''))
    .filter((target) => target && !/^[a-z]+:/.test(target))
    .map((target) => path.posix.join(path.posix.dirname(file), target));
  return [...backticked, ...linked].filter((cited) => !/[<>*{}…]|NNN/.test(cited));
}

describe('the guides', () => {
  it.each(GUIDES)('%s cites only paths that exist', (file) => {
    const missing = citedPaths(read(file), file).filter(
      (cited) => !existsSync(path.join(root, cited)),
    );
    expect(missing).toEqual([]);
  });

  it('finds the paths a guide cites, and only those', () => {
    const markdown = [
      'Run `src/shared/scoring.ts:10-20` and [the record](decisions/001-x.md#why),',
      'with `npx vitest run --project unit e2e/a.spec.ts`,',
      'not `src/server/modules/<area>/` nor `npm test` nor [a site](https://example.com).',
      '```sh',
      'cat `src/in-a-code-block.ts`',
      '```',
    ].join('\n');
    expect(citedPaths(markdown, 'docs/guide.md')).toEqual([
      'src/shared/scoring.ts',
      'e2e/a.spec.ts',
      'docs/decisions/001-x.md',
    ]);
  });
});

describe('the decision records', () => {
  const records = readdirSync(path.join(root, 'docs/decisions')).filter((name) =>
    /^\d{3}-.+\.md$/.test(name),
  );
  const index = read('docs/decisions/README.md');
  const rows = [...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) +\| (.+?) +\| (.+?) +\|$/gm)];

  it('are each listed in the index once, with their title and a status', () => {
    expect(rows.map((row) => row[2]).sort()).toEqual(records.sort());
    for (const [, number, file, title, status] of rows) {
      expect(file!.startsWith(`${number}-`)).toBe(true);
      expect(read(`docs/decisions/${file}`).split('\n')[0]).toMatch(
        new RegExp(`^# ${number}[:.] ${title!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
      expect(status).toMatch(/^(accepted|superseded by \d{3})/);
    }
  });

  it('say at their top when the index calls them superseded', () => {
    for (const [, , file, , status] of rows) {
      if (status!.startsWith('superseded')) {
        expect(read(`docs/decisions/${file}`)).toMatch(/^Status: superseded by/m);
      }
    }
  });
});

describe("the README's layout", () => {
  const readme = read('README.md');
  const names = (folder: string, pattern: RegExp) =>
    readdirSync(path.join(root, folder))
      .filter((name) => pattern.test(name))
      .map((name) => name.replace(/\.ts$/, ''));

  it.each([
    ['server plugin', 'src/server/plugins', /^(?!.*\.test\.ts$).*\.ts$/],
    ['server module', 'src/server/modules', /^[\w-]+$/],
    ['client feature', 'src/client/features', /^[\w-]+$/],
  ])('names every %s', (_kind, folder, pattern) => {
    const unnamed = names(folder, pattern).filter(
      (name) => !new RegExp(`(^|[\\s(,])${name}([\\s),:]|$)`, 'm').test(readme),
    );
    expect(unnamed).toEqual([]);
  });
});

describe('docs/settings.md', () => {
  const settings = read('docs/settings.md');
  const envSource = read('src/server/env.ts');
  const schema = envSource.slice(
    envSource.indexOf('const envSchema'),
    envSource.indexOf('.superRefine'),
  );
  const fromEnvTs = [...schema.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]!);
  const fromExample = [...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map(
    (match) => match[1]!,
  );

  it('reads the settings from both sources', () => {
    expect(fromEnvTs).toContain('DATABASE_URL');
    expect(fromEnvTs).toContain('SEND_REMINDERS');
    expect(fromExample).toContain('CHROMIUM_PATH');
  });

  it('describes every setting of src/server/env.ts and .env.example', () => {
    const undescribed = [...new Set([...fromEnvTs, ...fromExample])].filter(
      (name) => !settings.includes(`\`${name}\``),
    );
    expect(undescribed).toEqual([]);
  });
});
