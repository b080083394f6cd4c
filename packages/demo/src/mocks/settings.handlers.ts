import { http } from './http.ts';
import { MOCK_PUBLIC_SETTINGS } from './mock-values.ts';

export const settingsHandlers = {
  getPublicSettings: http.get('/settings', ({ response }) => response(200).json(MOCK_PUBLIC_SETTINGS)),
};
