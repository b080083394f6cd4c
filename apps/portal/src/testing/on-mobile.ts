// Every UI state is shown at desktop and at phone width; this turns a story into its phone-width twin.

/** The same story at a phone's width (the `mobile` viewport, 390 × 844): `export const EmptyOnMobile = onMobile(Empty);` */
export function onMobile<S extends { globals?: Record<string, unknown> }>(story: S): S {
  return { ...story, globals: { ...story.globals, viewport: { value: 'mobile', isRotated: false } } };
}
