import { useLocation, useNavigate } from 'react-router';
import { ProjectsPage } from './projects-page.tsx';

/** What a browser's address bar and back button would show and do, for the stories about the address. */
export function WithAddressBar() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <ProjectsPage />
      <div className="mt-8 flex items-center gap-3 border-t pt-3 text-sm text-muted-foreground">
        <button type="button" className="underline" onClick={() => void navigate(-1)}>
          Browser back
        </button>
        <output data-testid="address">{location.pathname + location.search}</output>
      </div>
    </>
  );
}
