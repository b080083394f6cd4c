import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A screen with what a browser's address bar and back button would show and do under it, for the stories about the
 * address (plays read `getByTestId('address')` and press 'Browser back').
 */
export function WithAddressBar({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      {children}
      <div className="mt-8 flex items-center gap-3 border-t pt-3 text-sm text-muted-foreground">
        <button type="button" className="shrink-0 underline" onClick={() => void navigate(-1)}>
          Browser back
        </button>
        <output data-testid="address" className="min-w-0 break-all">
          {location.pathname + location.search}
        </output>
      </div>
    </>
  );
}
