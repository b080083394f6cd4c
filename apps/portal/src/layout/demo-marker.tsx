import { DEMO_MARKER } from '@keystone/flows/labels';
import { Badge } from '@keystone/ui';
import { usePublicSettings } from '../api/settings.ts';

/**
 * 'Demo' and what it means, where the firm's or the bank's details are shown while the server runs on demonstration
 * values (`GET /settings` answers `demo: true`); nothing otherwise. Inline, at the start of the text it marks, so that
 * it takes no line of its own once the settings answer.
 */
export function DemoMarker({ about }: { about: 'firm' | 'bank' }) {
  if (usePublicSettings().data?.demo !== true) return null;
  return (
    <span className="me-2">
      <Badge tone="warning" className="me-2 align-middle">
        {DEMO_MARKER.label}
      </Badge>
      <span>{DEMO_MARKER[about]}</span>
    </span>
  );
}
