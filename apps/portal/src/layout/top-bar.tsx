import type { User } from '@keystone/api';
import { Button } from '@keystone/ui';
import { Menu } from 'lucide-react';
import { lazy, type Ref } from 'react';
import { Logo } from '../brand/logo.tsx';
import { LazyDialogTrigger } from '../lazy-dialog/lazy-dialog-trigger.tsx';
import { AccountMenu } from './account-menu.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { InviteButtonContent } from './invite-dialog/invite-button-content.tsx';
import { GENERATE_REGISTRATION_LINK } from './invite-dialog/invite-link.ts';

// Only admins invite, and not on every visit: the dialog and its form load on the first click.
const InviteDialog = lazy(() => import('./invite-dialog/invite-dialog.tsx').then((m) => ({ default: m.InviteDialog })));

interface TopBarProps {
  user: User;
  menuOpen: boolean;
  menuButtonRef?: Ref<HTMLButtonElement>;
  onToggleMenu(): void;
  onLogout(): void;
}

/** One line at every width: the menu button, the logo, the admin's invitation and the account menu behind the avatar. */
export function TopBar({ user, menuOpen, menuButtonRef, onToggleMenu, onLogout }: TopBarProps) {
  return (
    <header className="flex items-center gap-3 border-b border-border bg-surface px-4 py-2 sm:gap-4">
      <Button
        ref={menuButtonRef}
        variant="ghost"
        size="icon"
        aria-label="Toggle menu"
        aria-expanded={menuOpen}
        aria-controls="main-nav"
        onClick={onToggleMenu}
      >
        <Menu aria-hidden />
      </Button>
      <Logo />
      <div className="ml-auto flex min-w-0 items-center justify-end gap-2 sm:gap-3">
        {user.role === 'ADMIN' && (
          <LazyDialogTrigger
            variant="secondary"
            size="sm"
            aria-label={GENERATE_REGISTRATION_LINK}
            dialog={InviteDialog}
          >
            <InviteButtonContent />
          </LazyDialogTrigger>
        )}
        {user.role === 'INVESTOR' && <NotificationBell />}
        <AccountMenu user={user} onLogout={onLogout} />
      </div>
    </header>
  );
}
