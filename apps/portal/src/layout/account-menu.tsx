import { lazy, Suspense, useState } from 'react';
import { AccountButtonFace, accountButtonClass } from './account-button.tsx';
import type { AccountMenuProps } from './account-menu-dropdown.tsx';

// The Radix menu (popper, focus scope, floating-ui: about 23 kB gzipped) is fetched just after the page renders, not
// with it: every signed-in page shows the button, few pages open the menu.
const AccountMenuDropdown = lazy(() => import('./account-menu-dropdown.tsx'));

/**
 * The signed-in person's menu behind their avatar, at every width: the name beside the avatar on a wide screen, the
 * avatar alone on a phone, so the top bar stays one line. My Profile (non-admins; greyed out until KYC is approved,
 * seed 000 §2), Help (open during KYC too) and Logout. A press before the menu's code has arrived is kept: the menu
 * opens as soon as it does.
 */
export function AccountMenu(props: AccountMenuProps) {
  const [pressed, setPressed] = useState(false);
  const waiting = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={accountButtonClass}
      onClick={() => setPressed(true)}
    >
      <AccountButtonFace user={props.user} />
    </button>
  );
  return (
    <Suspense fallback={waiting}>
      <AccountMenuDropdown {...props} openAtOnce={pressed} />
    </Suspense>
  );
}
