/** The id of the platform's `<main>`: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the keyboard on every signed-in page: past the top bar and the menu, to the page itself. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only rounded-md bg-surface px-4 py-2 font-medium text-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:outline-2 focus:outline-ring"
    >
      Skip to main content
    </a>
  );
}
