import type { PublicSettings } from '@keystone/api';
import type { LegalPages } from '../config/firm.ts';
import type { AppContext } from '../context/app-context.ts';

/** What every visitor may know of the platform's configuration: support e-mail, firm (and whether it is a demo), legal pages and the map. */
export function publicSettings(app: AppContext): PublicSettings {
  const { config, providers } = app;
  const { legalPages, demo, ...firm } = config.firm;
  // Geocoding is offered exactly when there is a geocoder to answer `GET /geocode`.
  const map = { ...config.map, geocoding: providers.geocoder !== undefined };
  const pages = withSupportEmail(legalPages, config.supportEmail);
  return { supportEmail: config.supportEmail, demo, firm, legalPages: pages, map };
}

/** A page says `{supportEmail}` where it gives the support address, so SUPPORT_EMAIL stays its one source. */
function withSupportEmail(pages: LegalPages, supportEmail: string): LegalPages {
  const fill = (text: string) => text.replaceAll('{supportEmail}', supportEmail);
  return {
    terms: fill(pages.terms),
    privacy: fill(pages.privacy),
    risk: fill(pages.risk),
    complaints: fill(pages.complaints),
  };
}
