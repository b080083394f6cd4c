import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { AppProviders } from './app/app-providers.tsx';
import { preloadScreens } from './app/lazy-screen.ts';
import { routes } from './app-routes.tsx';

// A declarative router: the data router's loaders, actions and fetchers are unused here and weigh 17 KB gzipped.
function AppRoutes() {
  return useRoutes(routes);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

preloadScreens(routes, window.location.pathname);
// A transition lets React render the first screen in slices that yield to the browser, instead of one long task
// that blocks input while the page is still arriving; index.html shows the logo meanwhile.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
