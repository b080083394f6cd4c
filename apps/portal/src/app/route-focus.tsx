import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

export const SITE_NAME = 'Keystone';

/** The tab's title for a page: 'Sign in · Keystone'; the site's name alone where a route names no page. */
export const documentTitle = (pageTitle: string | undefined): string =>
  pageTitle ? `${pageTitle} · ${SITE_NAME}` : SITE_NAME;

/** A page's chunk and data may take this long before its heading appears; after that the focus stays where it is. */
const HEADING_WAIT_MS = 10_000;

/**
 * Names the page in the tab and, after each navigation (not the first page), moves the focus to the new page's
 * heading and says the page's title, so a screen-reader or keyboard user starts reading where the page begins.
 */
export function RouteFocus({ pageTitle }: { pageTitle: string | undefined }) {
  const { pathname } = useLocation();
  const title = documentTitle(pageTitle);
  const firstPath = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    setAnnouncement(document.title);
    return focusHeadingWhenShown();
  }, [pathname]);

  return (
    <div aria-live="polite" className="sr-only">
      {announcement}
    </div>
  );
}

/**
 * Focuses the page's `<h1>` as soon as it is in the document (a lazy page shows a spinner first), unless the person
 * has pressed or typed anything since the navigation: by then they are somewhere of their own choosing. Taking the
 * focus from them then closed what they had opened: the account menu, opened while a slow dashboard was still
 * loading, lost the focus to the dashboard's heading and shut under their pointer (the journeys' 'detached' and
 * 'not stable' menu items of a loaded run).
 */
function focusHeadingWhenShown(): () => void {
  const focus = () => {
    const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    return true;
  };
  if (focus()) return () => {};
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of PERSON_ACTS) document.removeEventListener(type, stop, true);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  for (const type of PERSON_ACTS) document.addEventListener(type, stop, true);
  return stop;
}

/** What a person does to move on: once they have, the page's heading no longer takes the focus. */
const PERSON_ACTS = ['pointerdown', 'keydown'] as const;
