import type { PublicSettings } from '@keystone/api';
import type { AppContext } from '../context/app-context.ts';

/** What every visitor may know of the platform's configuration: support e-mail, firm (and whether it is a demo), legal pages and the map. */
export function publicSettings({ config, providers }: AppContext): PublicSettings {
  const { legalPages, demo, ...firm } = config.firm;
  // Geocoding is offered exactly when there is a geocoder to answer `GET /geocode`.
  const map = { ...config.map, geocoding: providers.geocoder !== undefined };
  return { supportEmail: config.supportEmail, demo, firm, legalPages, map };
}
