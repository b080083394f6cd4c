/** Markup that is already safe: built by `html` or deliberately by `trustedHtml`. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

type Interpolation = SafeHtml | string | number | ReadonlyArray<SafeHtml>;

function render(value: Interpolation): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((item: SafeHtml) => item.value).join('');
  return escapeHtml(String(value));
}

/** A template literal that escapes every interpolated value unless it is already SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  return new SafeHtml(
    strings.reduce(
      (out, part, index) => out + part + (index < values.length ? render(values[index] as Interpolation) : ''),
      '',
    ),
  );
}
