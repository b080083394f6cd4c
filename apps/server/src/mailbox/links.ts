import { html, type SafeHtml } from './html.ts';

// http(s) links only: a javascript: or data: "link" in a message stays text. Trailing punctuation ends a sentence,
// not the URL.
const linkPattern = /https?:\/\/[^\s<>"'`]+/g;
const trailingPunctuation = /[.,;:!?)\]]+$/;

export function findLinks(text: string): string[] {
  return [...text.matchAll(linkPattern)].map((match) => match[0].replace(trailingPunctuation, ''));
}

/** The text, escaped, with every link clickable. */
export function linkify(text: string): SafeHtml[] {
  const parts: SafeHtml[] = [];
  let position = 0;
  for (const match of text.matchAll(linkPattern)) {
    const url = match[0].replace(trailingPunctuation, '');
    parts.push(html`${text.slice(position, match.index)}`, html`<a href="${url}">${url}</a>`);
    position = match.index + url.length;
  }
  parts.push(html`${text.slice(position)}`);
  return parts;
}
