/** The story played at a desktop's width (the `desktop` viewport, 1440 × 900), where its layout differs from a phone's. */
export function onDesktop<S extends { globals?: Record<string, unknown> }>(story: S): S {
  return { ...story, globals: { ...story.globals, viewport: { value: 'desktop', isRotated: false } } };
}
