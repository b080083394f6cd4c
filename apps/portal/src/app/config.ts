/** Build-time settings of the portal (Vite env), with the defaults a local start uses. */
export const portalConfig = {
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@keystone.example',
} as const;
