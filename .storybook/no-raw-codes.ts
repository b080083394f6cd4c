import * as contract from '@keystone/api';
import { afterEach, beforeEach, expect } from 'vitest';
import { parse } from 'yaml';
import openapiText from '../openapi.yaml?raw';

// Every story test reads what its story shows once the play has passed: a person must never meet a field's name
// from the contract ('frontDocUrl') or an enumeration's code ('PENDING', 'SHORT'). Labels come from flows; a story
// that shows a code on purpose names it in `parameters.rawCodes.allow`, with a comment saying why.

/** Upper-case values of the contract that are also ordinary words a person reads ('ISA': the Innovative Finance ISA). */
const ORDINARY_WORDS = new Set(['GB', 'KYC', 'RICS', 'ISA']);

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

/** The text a person reads or hears in and under a node: text and the attributes read aloud, as written (no CSS case). */
function shownText(root: Node, texts: string[] = []): string[] {
  const element = root instanceof Element ? root : root.parentElement;
  if (!element || element.closest(CHROME)) return texts;
  if (root.nodeType === Node.TEXT_NODE) {
    texts.push(root.textContent ?? '');
    return texts;
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node: Node | null = root; node; node = walker.nextNode()) {
    if (node instanceof Element) {
      if (node.closest(CHROME)) continue;
      for (const attribute of SPOKEN_ATTRIBUTES) {
        const value = node.getAttribute(attribute);
        if (value) texts.push(value);
      }
    } else if (!node.parentElement?.closest(CHROME)) texts.push(node.textContent ?? '');
  }
  return texts;
}

/** An address ('/platform/projects?status=COMING_SOON', a story's address bar) carries codes by design. */
const isAddress = (token: string) => /[/?=&]/.test(token);

/** The codes in some texts, each with the text it sits in. */
function codesIn(texts: string[], found: Map<string, string>) {
  for (const text of texts) {
    for (const token of text.split(/\s+/)) {
      if (isAddress(token)) continue;
      for (const word of token.match(/[A-Za-z][A-Za-z0-9_]*/g) ?? []) {
        if (RAW_CODES.has(word) && !found.has(word)) found.set(word, text.trim().slice(0, 80));
      }
    }
  }
}

interface StoryInTest {
  /** `false` on a page written for developers (a machine's statechart), whose words are the code's own names. */
  parameters: { rawCodes?: false | { allow?: string[] } };
}

// A message can show for a moment during the play (a dialog closed by its last step): everything the story shows
// from its first render is read as it appears, and what is left at the end once more.
let shown = new Map<string, string>();
let observer: MutationObserver | undefined;

beforeEach(() => {
  shown = new Map();
  observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList') record.addedNodes.forEach((node) => codesIn(shownText(node), shown));
      else if (record.type === 'characterData') codesIn(shownText(record.target), shown);
      else if (record.target instanceof Element && !record.target.closest(CHROME))
        codesIn([record.target.getAttribute(record.attributeName ?? '') ?? ''], shown);
    }
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: SPOKEN_ATTRIBUTES,
  });
});

afterEach((context) => {
  observer?.disconnect();
  const story = (context as { story?: StoryInTest }).story;
  if (!story || context.task.result?.state === 'fail' || story.parameters.rawCodes === false) return;
  codesIn(shownText(document.body), shown);
  const allowed = new Set(story.parameters.rawCodes ? (story.parameters.rawCodes.allow ?? []) : []);
  const codes = [...shown].filter(([code]) => !allowed.has(code)).map(([code, text]) => `${code} in '${text}'`);
  expect(codes.join('\n'), 'no field name or code of the contract on screen').toBe('');
});
