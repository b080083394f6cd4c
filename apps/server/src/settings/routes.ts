import type { AppContext } from '../context/app-context.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { publicSettings } from './service.ts';

export function settingsRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    getPublicSettings: async () => publicSettings(app),
  };
}
