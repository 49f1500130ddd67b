import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The palette in styles.css, read as written, meets WCAG AA in both themes: 4.5:1 for every text
 * pair, 3:1 for borders of inputs and the focus ring (docs/product.md, Look and feel).
 */
const css = readFileSync(path.join(import.meta.dirname, 'styles.css'), 'utf8');

function tokens(block: string): Record<string, [number, number, number]> {
  const found: Record<string, [number, number, number]> = {};
  for (const match of block.matchAll(/--color-([a-z-]+):\s*oklch\(([\d.]+) ([\d.]+) ([\d.]+)\)/g))
    found[match[1]!] = [Number(match[2]), Number(match[3]), Number(match[4])];
  return found;
}

const light = tokens(css.slice(css.indexOf('@theme'), css.indexOf('@media (prefers-color-scheme')));
const dark = {
  ...light,
  ...tokens(css.slice(css.indexOf('@media (prefers-color-scheme: dark)'), css.indexOf('@layer'))),
};

/** OKLCH to the relative luminance of the sRGB colour (clipped to the gamut), per WCAG. */
function luminance([l, c, h]: [number, number, number]): number {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ].map((v) => Math.min(1, Math.max(0, v)));
  return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
}

export function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const TEXT_PAIRS = [
  ['foreground', 'background'],
  ['card-foreground', 'card'],
  ['muted-foreground', 'muted'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'card'],
  ['primary-foreground', 'primary'],
  ['primary', 'background'],
  ['primary', 'card'],
  ['secondary-foreground', 'secondary'],
  ['accent-foreground', 'accent'],
  ['destructive-foreground', 'destructive'],
  ['destructive', 'card'],
  ['success', 'card'],
  ['success', 'background'],
] as const;
const NON_TEXT_PAIRS = [
  ['input', 'background'],
  ['input', 'card'],
  ['ring', 'background'],
  ['ring', 'card'],
] as const;

describe.each([
  ['light', light],
  ['dark', dark],
])('the %s palette', (_theme, palette) => {
  it('gives every text pair at least 4.5:1', () => {
    for (const [fg, bg] of TEXT_PAIRS) {
      expect(palette[fg], fg).toBeDefined();
      expect(contrast(palette[fg]!, palette[bg]!), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives input borders and the focus ring at least 3:1', () => {
    for (const [fg, bg] of NON_TEXT_PAIRS)
      expect(contrast(palette[fg]!, palette[bg]!), `${fg} on ${bg}`).toBeGreaterThanOrEqual(3);
  });
});

it('reads both themes from styles.css', () => {
  expect(Object.keys(light).length).toBeGreaterThanOrEqual(18);
  expect(dark.background).not.toEqual(light.background);
});

it('measures contrast as WCAG does', () => {
  expect(contrast([0, 0, 0], [1, 0, 0])).toBeCloseTo(21, 0);
  expect(contrast([1, 0, 0], [1, 0, 0])).toBeCloseTo(1, 5);
});
