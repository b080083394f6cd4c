import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Storybook's a11y checks only see the combinations a story happens to render; this covers every pair
// the components are allowed to use, so a token change cannot quietly break contrast elsewhere.
const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
const rootBlock = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
const tokens = new Map(
  [...rootBlock.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6});/gi)].map(([, name, hex]) => [name!, hex!]),
);

function channel(value: number): number {
  const s = value / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function token(name: string): string {
  const value = tokens.get(name);
  if (!value) throw new Error(`styles.css has no :root token --${name}`);
  return value;
}

const surfaces = ['background', 'surface', 'muted'];
const semantic = ['success', 'warning', 'danger', 'info'];
const transactions = ['transaction-failed', 'transaction-pending', 'transaction-succeeded'];

const textPairs: [string, string][] = [
  ...surfaces.flatMap((s): [string, string][] => [
    ['foreground', s],
    ['muted-foreground', s],
    ['primary', s],
  ]),
  ['primary-foreground', 'primary'],
  ['primary-foreground', 'primary-hover'],
  ['secondary-foreground', 'secondary'],
  ['secondary-foreground', 'secondary-hover'],
  ['danger-foreground', 'danger-hover'],
  ['foreground', 'secondary'],
  ...semantic.flatMap((c): [string, string][] => [
    [`${c}-foreground`, c],
    [c, 'surface'],
    [c, 'background'],
    [c, `${c}-soft`],
    ['foreground', `${c}-soft`],
  ]),
  ...transactions.flatMap((c): [string, string][] => [
    [c, 'surface'],
    [c, 'background'],
    [c, `${c}-soft`],
  ]),
];

// WCAG 1.4.11: control borders and focus indicators need 3:1 against what they sit on.
const nonTextPairs: [string, string][] = [
  ['input', 'surface'],
  ['input', 'background'],
  ['ring', 'surface'],
  ['ring', 'background'],
  ['primary', 'surface'],
];

describe('colour tokens', () => {
  it.each(textPairs)('text --%s on --%s reaches 4.5:1', (text, back) => {
    expect(contrast(token(text), token(back))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('--%s against --%s reaches 3:1', (fore, back) => {
    expect(contrast(token(fore), token(back))).toBeGreaterThanOrEqual(3);
  });

  it('computes the reference ratio of black on white', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
