const countryNames = new Intl.DisplayNames(['en-GB'], { type: 'region' });

/** A country's English name from its ISO 3166 code ('GB' → 'United Kingdom'); nothing for no code. */
export function formatCountry(code: string | null): string | null {
  return code ? (countryNames.of(code) ?? code) : null;
}
