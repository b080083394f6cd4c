// Every story test also checks its story at 390 px once its play has passed (.storybook/phone-width.ts). This is for
// the few stories whose play is itself about the phone (the drawer menu): they play at the phone's width.

/** The story played at a phone's width (the `mobile` viewport, 390 × 844). */
export function onMobile<S extends { globals?: Record<string, unknown> }>(story: S): S {
  return { ...story, globals: { ...story.globals, viewport: { value: 'mobile', isRotated: false } } };
}

/** The story played at a desktop's width (the `desktop` viewport, 1440 × 900); checked at 390 px after its play too. */
export function onDesktop<S extends { globals?: Record<string, unknown> }>(story: S): S {
  return { ...story, globals: { ...story.globals, viewport: { value: 'desktop', isRotated: false } } };
}
