import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { flatten, type Catalogue } from './catalogue.ts';
import { SOURCE_LOCALE } from './locales.ts';

/**
 * Each file of the browser's code that shows words of an area loads that area's messages with its
 * own code, by importing the area (`virtual:messages/<area>`, or `#messages/<area>` in src/shared)
 * itself or through a module it imports statically (docs/decisions/291-momentum-in-your-language.md).
 * A file that does not shows the message id instead of the words: the Share dialog once read
 * "Expires schedule.dayDate". This reads the code, so it fails in a second, whatever screen the
 * file is on and whether or not a test renders it.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const source = JSON.parse(
  readFileSync(path.join(ROOT, `src/shared/i18n/${SOURCE_LOCALE}.json`), 'utf8'),
) as Catalogue;
const ids = new Set(Object.keys(flatten(source)));
const areas = new Set(Object.keys(source));
/**
 * Areas only the server writes in the source language (emails, pushes, the unsubscribe page, the
 * API's messages): the browser shows `errors` through its catalogue in other languages only.
 */
const SERVER_AREAS = new Set(['errors', 'email', 'push', 'unsubscribe']);
const AREA_IMPORT = /^(?:virtual:messages|#messages)\/(.+)$/;

interface Scanned {
  /** The areas whose ids the file's code names. */
  uses: Set<string>;
  /** Areas imported directly. */
  areas: Set<string>;
  /** Our modules imported statically (type-only imports load nothing). */
  imports: string[];
}

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return codeFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('#shared/'))
    base = path.join(ROOT, 'src/shared', specifier.slice(8));
  else if (specifier.startsWith('#client/'))
    base = path.join(ROOT, 'src/client', specifier.slice(8));
  else return undefined; // A package.
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  if (!found) throw new Error(`${path.relative(ROOT, from)}: cannot resolve ${specifier}`);
  return found;
}

function scan(file: string): Scanned {
  const text = readFileSync(file, 'utf8');
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const scanned: Scanned = { uses: new Set(), areas: new Set(), imports: [] };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      const typeOnly = ts.isImportDeclaration(node)
        ? node.importClause?.isTypeOnly
        : node.isTypeOnly;
      const specifier = node.moduleSpecifier;
      if (!typeOnly && specifier && ts.isStringLiteral(specifier)) {
        const area = AREA_IMPORT.exec(specifier.text)?.[1];
        if (area) scanned.areas.add(area);
        else {
          const target = resolve(file, specifier.text);
          if (target) scanned.imports.push(target);
        }
      }
      return;
    }
    // 'area.name' anywhere (a call, a JSX id, a typed table of ids), or `area.${name}`.
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (ids.has(node.text)) scanned.uses.add(node.text.split('.')[0]!);
    } else if (ts.isTemplateExpression(node)) {
      const area = /^([a-z][A-Za-z]*)\.$/.exec(node.head.text)?.[1];
      if (area && areas.has(area)) scanned.uses.add(area);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return scanned;
}

const files = ['src/client', 'src/shared'].flatMap((dir) => codeFiles(path.join(ROOT, dir)));
const scanned = new Map(files.map((file) => [file, scan(file)]));

/** The areas a file's code has loaded by the time it runs: its own and its imports'. */
function loadedAreas(file: string, seen = new Set<string>()): Set<string> {
  const loaded = new Set<string>();
  if (seen.has(file)) return loaded;
  seen.add(file);
  const own = scanned.get(file) ?? scan(file);
  for (const area of own.areas) loaded.add(area);
  for (const imported of own.imports)
    for (const area of loadedAreas(imported, seen)) loaded.add(area);
  return loaded;
}

/** Each file's areas used but not loaded, `path: area, area`. */
function missingAreaImports(): string[] {
  const missing: string[] = [];
  for (const [file, { uses }] of scanned) {
    const loaded = loadedAreas(file);
    const absent = [...uses].filter((area) => !SERVER_AREAS.has(area) && !loaded.has(area));
    if (absent.length > 0)
      missing.push(`${path.relative(ROOT, file)}: ${absent.sort().join(', ')}`);
  }
  return missing;
}

describe('the words each file shows load with its code', () => {
  it('finds the ids the code names (the scan reads what it should)', () => {
    const schedule = scanned.get(path.join(ROOT, 'src/shared/schedule.ts'))!;
    expect(schedule.uses).toContain('schedule');
    const landing = scanned.get(path.join(ROOT, 'src/client/features/landing/landing-page.tsx'))!;
    expect(landing.uses).toContain('landing');
    expect(landing.areas).toContain('landing');
  });

  it('every file that names ids of an area imports that area, itself or through its imports', () => {
    expect(missingAreaImports()).toEqual([]);
  });

  it('every area imported exists in the catalogue', () => {
    const unknown = [...scanned].flatMap(([file, { areas: imported }]) =>
      [...imported]
        .filter((area) => !areas.has(area))
        .map((area) => `${path.relative(ROOT, file)}: ${area}`),
    );
    expect(unknown).toEqual([]);
  });
});
