import type { User } from '@keystone/api';
import { Button } from '@keystone/ui';
import { Menu } from 'lucide-react';
import { lazy } from 'react';
import { Logo } from '../brand/logo.tsx';
import { LazyDialogTrigger } from '../lazy-dialog/lazy-dialog-trigger.tsx';
import { GENERATE_REGISTRATION_LINK } from './invite-dialog/invite-link.ts';

// Only admins invite, and not on every visit: the dialog and its form load on the first click.
const InviteDialog = lazy(() => import('./invite-dialog/invite-dialog.tsx').then((m) => ({ default: m.InviteDialog })));

interface TopBarProps {
  user: User;
  menuOpen: boolean;
  onToggleMenu(): void;
  onLogout(): void;
}

export function TopBar({ user, menuOpen, onToggleMenu, onLogout }: TopBarProps) {
  const name = user.fullName || user.email;
  return (
    <header className="flex items-center gap-4 border-b border-border bg-surface px-4 py-3">
      <Button
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
      <div className="ml-auto flex items-center gap-3">
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
        <span className="text-sm font-medium text-foreground">{name}</span>
        <Button variant="outline" size="sm" onClick={onLogout}>
          Logout
        </Button>
      </div>
    </header>
  );
}
