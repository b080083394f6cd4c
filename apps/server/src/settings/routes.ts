import type { AppContext } from '../app-context.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';

export function settingsRoutes({ supportEmail }: AppContext): Pick<ServiceHandlers, 'getPublicSettings'> {
  return {
    getPublicSettings: async () => ({ supportEmail }),
  };
}
