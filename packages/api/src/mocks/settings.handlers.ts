import { http } from './http.ts';
import { MOCK_SUPPORT_EMAIL } from './mock-values.ts';

export const settingsHandlers = {
  getPublicSettings: http.get('/settings', ({ response }) => response(200).json({ supportEmail: MOCK_SUPPORT_EMAIL })),
};
