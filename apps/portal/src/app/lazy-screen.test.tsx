import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { lazyScreen, preloadScreens } from './lazy-screen.ts';

function screen() {
  const load = vi.fn(async () => () => null);
  return { Screen: lazyScreen(load), load };
}

const frame = screen();
const page = screen();
const other = screen();
const visitorPage = screen();
function Guard({ children }: { children: ReactNode }) {
  return children;
}
function GuardedFrame() {
  return null;
}
GuardedFrame.preload = frame.Screen.preload;

const routes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <Guard>
        <visitorPage.Screen />
      </Guard>
    ),
  },
  {
    path: '/platform',
    element: <GuardedFrame />,
    children: [
      { path: 'kyc', element: <page.Screen /> },
      { path: 'users', element: <other.Screen /> },
    ],
  },
];

describe('preloadScreens', () => {
  it("fetches the frame's chunk and the page's at once, and no other", () => {
    preloadScreens(routes, '/platform/kyc');

    expect(frame.load).toHaveBeenCalledTimes(1);
    expect(page.load).toHaveBeenCalledTimes(1);
    expect(other.load).not.toHaveBeenCalled();
    expect(visitorPage.load).not.toHaveBeenCalled();
  });

  it('finds a screen inside a guard', () => {
    preloadScreens(routes, '/login');

    expect(visitorPage.load).toHaveBeenCalledTimes(1);
  });

  it('does nothing for an address no route matches', () => {
    expect(() => preloadScreens(routes, '/nowhere')).not.toThrow();
  });
});
