// Every story test already checks its story at 390 px after its play (.storybook/phone-width.ts); a story whose
// layout differs on a desktop plays there with this.

/** The story played at a desktop's width (the `desktop` viewport, 1440 × 900). */
export function onDesktop<S extends { globals?: Record<string, unknown> }>(story: S): S {
  return { ...story, globals: { ...story.globals, viewport: { value: 'desktop', isRotated: false } } };
}
