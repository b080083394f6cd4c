import type { AppContext } from '../context/app-context.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';

export function settingsRoutes({ config, providers }: AppContext): Partial<ServiceHandlers> {
  return {
    getPublicSettings: async () => {
      const { legalPages, ...firm } = config.firm;
      // Geocoding is offered exactly when there is a geocoder to answer `GET /geocode`.
      const map = { ...config.map, geocoding: providers.geocoder !== undefined };
      return { supportEmail: config.supportEmail, firm, legalPages, map };
    },
  };
}
