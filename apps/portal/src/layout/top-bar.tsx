import type { User } from '@keystone/api';
import { Button } from '@keystone/ui';
import { Menu } from 'lucide-react';
import { lazy, type Ref } from 'react';
import { Link } from 'react-router';
import { Logo } from '../brand/logo.tsx';
import { LazyDialogTrigger } from '../lazy-dialog/lazy-dialog-trigger.tsx';
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

export function TopBar({ user, menuOpen, menuButtonRef, onToggleMenu, onLogout }: TopBarProps) {
  const name = user.fullName || user.email;
  return (
    <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-border bg-surface px-4 py-3">
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
      <div className="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-3">
        {user.role === 'ADMIN' && (
          <LazyDialogTrigger variant="secondary" size="sm" dialog={InviteDialog}>
            {GENERATE_REGISTRATION_LINK}
          </LazyDialogTrigger>
        )}
        {user.photo ? (
          <img src={user.photo} alt="" className="size-8 rounded-full object-cover" />
        ) : (
          <span aria-hidden className="grid size-8 place-items-center rounded-full bg-muted text-sm font-semibold">
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <span className="max-w-48 truncate text-sm font-medium text-foreground">{name}</span>
        {user.role !== 'ADMIN' && <MyProfileButton user={user} />}
        <Button variant="outline" size="sm" onClick={onLogout}>
          Logout
        </Button>
      </div>
    </header>
  );
}

export const MY_PROFILE = 'My Profile';

/** Non-admins only (seed 000 §2), and disabled until KYC is approved: the profile holds what KYC approved. */
function MyProfileButton({ user }: { user: User }) {
  if (user.kycStatus !== 'APPROVED') {
    return (
      <Button variant="outline" size="sm" disabled>
        {MY_PROFILE}
      </Button>
    );
  }
  return (
    <Button variant="outline" size="sm" asChild>
      <Link to="/platform/profile">{MY_PROFILE}</Link>
    </Button>
  );
}
