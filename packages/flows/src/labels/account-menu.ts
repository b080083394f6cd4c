// The top bar's account menu, behind the avatar (seed 000 §2 'Top bar': My Profile and Logout, in the seed's words).

export const ACCOUNT_MENU = {
  /** The avatar button's name, before the person's name. */
  trigger: 'Account menu',
  myProfile: 'My Profile',
  help: 'Help',
  security: 'Security',
  logout: 'Logout',
} as const;
