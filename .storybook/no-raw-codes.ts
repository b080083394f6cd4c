import * as contract from '@keystone/api';
import { afterEach, expect } from 'vitest';
import { parse } from 'yaml';
import openapiText from '../openapi.yaml?raw';

// Every story test reads what its story shows once the play has passed: a person must never meet a field's name
// from the contract ('frontDocUrl') or an enumeration's code ('PENDING', 'SHORT'). Labels come from flows; a story
// that shows a code on purpose names it in `parameters.rawCodes.allow`, with a comment saying why.

/** Upper-case values of the contract that are also ordinary words a person reads. */
const ORDINARY_WORDS = new Set(['GB', 'KYC', 'RICS']);

const camelCase = /^[a-z]+[A-Z][A-Za-z0-9]*$/;
const upperCode = /^[A-Z][A-Z0-9_]+$/;

/** Every value of the contract's enumerations, as generated into `@keystone/api`. */
const enumValues = Object.values(contract)
  .filter((value): value is readonly string[] => Array.isArray(value))
  .flat()
  .filter((value) => typeof value === 'string');

/** Every property name of every schema in the contract. */
function propertyNames(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => propertyNames(item, into));
  else if (node && typeof node === 'object') {
    const { properties } = node as { properties?: Record<string, unknown> };
    if (properties && typeof properties === 'object') Object.keys(properties).forEach((name) => into.add(name));
    Object.values(node).forEach((child) => propertyNames(child, into));
  }
  return into;
}

const RAW_CODES: ReadonlySet<string> = new Set(
  [...enumValues, ...propertyNames(parse(openapiText))].filter(
    (word) => camelCase.test(word) || (upperCode.test(word) && !ORDINARY_WORDS.has(word)),
  ),
);

/** Storybook's own chrome around the story, which is not the portal's text. */
const CHROME = '.sb-wrapper, #storybook-docs, #storybook-highlights-root, script, style, noscript, template';
const SPOKEN_ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder'];

/** The text a person reads or hears: every text node and the attributes read aloud, as written (no CSS case). */
function shownText(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest(CHROME)) continue;
    texts.push(node.textContent ?? '');
  }
  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest(CHROME)) continue;
    for (const attribute of SPOKEN_ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      if (value) texts.push(value);
    }
  }
  return texts;
}

/** The codes found in the shown text, each with the text it sits in. */
export function rawCodesShown(allowed: ReadonlySet<string> = new Set()): string[] {
  const found = new Map<string, string>();
  for (const text of shownText()) {
    for (const word of text.match(/[A-Za-z][A-Za-z0-9_]*/g) ?? []) {
      if (RAW_CODES.has(word) && !allowed.has(word) && !found.has(word)) found.set(word, text.trim().slice(0, 80));
    }
  }
  return [...found].map(([code, text]) => `${code} in '${text}'`);
}

interface StoryInTest {
  parameters: { rawCodes?: { allow?: string[] } };
}

afterEach((context) => {
  const story = (context as { story?: StoryInTest }).story;
  if (!story || context.task.result?.state === 'fail') return;
  const allowed = new Set(story.parameters.rawCodes?.allow ?? []);
  expect(rawCodesShown(allowed).join('\n'), 'no field name or code of the contract on screen').toBe('');
});
