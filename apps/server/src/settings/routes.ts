import type { AppContext } from '../context/app-context.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';

export function settingsRoutes({ config }: AppContext): Partial<ServiceHandlers> {
  return {
    getPublicSettings: async () => {
      const { legalPages, ...firm } = config.firm;
      const map = { ...config.map, geocoding: config.geocoderUrl !== undefined };
      return { supportEmail: config.supportEmail, firm, legalPages, map };
    },
  };
}
