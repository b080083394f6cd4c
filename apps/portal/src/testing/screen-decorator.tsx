import type { User } from '@keystone/api';
import { handlers, startMockSession } from '@keystone/demo/mocks';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { AppProviders } from '../app/app-providers.tsx';
import { routes as appRoutes } from '../app-routes.tsx';

export interface ScreenParameters {
  /** The address the story opens. */
  route?: string;
  /** The route pattern the story's component is mounted at (params are read from `route`). */
  path?: string;
  /** Signed in as this user (the mocks' stand-in for the server's session cookie), or a visitor when absent. */
  user?: User;
  /** Render the portal's real route table instead of the story's component: guards and layout included. */
  app?: boolean;
}

/** Where a story's screen navigated to; plays assert redirects by reading it. */
function NavigatedTo() {
  const location = useLocation();
  return (
    <p data-testid="navigated-to">
      Navigated to {location.pathname}
      {location.search}
    </p>
  );
}

/**
 * Mounts a screen story inside the portal's providers and a memory router (STYLE: "set the route through a
 * parameter"). API calls are answered by the story's MSW handlers (`parameters.msw.handlers`).
 */
export const screenDecorator: Decorator = (Story, { id, parameters }) => (
  // Keyed by story: Storybook keeps the tree mounted between stories, and the router and session are state.
  <ScreenHarness key={id} story={Story} {...((parameters.screen ?? {}) as ScreenParameters)} />
);

function ScreenHarness({
  story: Story,
  route = '/',
  path = '*',
  user,
  app = false,
}: ScreenParameters & { story: ComponentType }) {
  const [router] = useState(() => {
    // Before the first request: the session is the server's, and GET /user tells the portal who is signed in.
    startMockSession(user ?? null);
    const routes: RouteObject[] = app
      ? appRoutes
      : [{ path, element: <Story /> }, ...(path === '*' ? [] : [{ path: '*', element: <NavigatedTo /> }])];
    return createMemoryRouter(routes, { initialEntries: [route] });
  });
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/**
 * A story's parameters for a screen at an address: signed in as `user` (the mock session answers `GET /user` with
 * it until the story signs out), with the default handlers for everything else; `overrides` replace handlers by
 * operationId.
 */
export function screenParameters(screen: ScreenParameters, overrides: Partial<typeof handlers> = {}) {
  return { screen, msw: { handlers: { ...handlers, ...overrides } } };
}
