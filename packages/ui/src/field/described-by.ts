/** Joins the ids that describe a control into one `aria-describedby` value, or none when there are none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.flatMap((id) => (id ? id.split(/\s+/).filter(Boolean) : []));
  return present.length > 0 ? [...new Set(present)].join(' ') : undefined;
}
