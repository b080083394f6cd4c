import { useSyncExternalStore } from 'react';

/** Tailwind's `lg`: from here up the navigation is a sidebar beside the page, below it a drawer over the page. */
export const WIDE_SCREEN_QUERY = '(min-width: 64rem)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the window is wide enough for the sidebar; follows the window as it is resized or turned. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE_SCREEN_QUERY).matches);
}
