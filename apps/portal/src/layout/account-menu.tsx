import type { User } from '@keystone/api';
import { ACCOUNT_MENU, userDisplayName } from '@keystone/flows/labels';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@keystone/ui';
import { ChevronDown, CircleHelp, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';

interface AccountMenuProps {
  user: User;
  onLogout(): void;
}

/**
 * The signed-in person's menu behind their avatar, at every width: the name beside the avatar on a wide screen, the
 * avatar alone on a phone, so the top bar stays one line. My Profile (non-admins; greyed out until KYC is approved,
 * seed 000 §2), Help (open during KYC too) and Logout.
 */
export function AccountMenu({ user, onLogout }: AccountMenuProps) {
  const name = userDisplayName(user);
  return (
    <DropdownMenu>
      {/* Named by its content, 'Account menu, <name>': the name is visible beside the avatar on a wide screen. */}
      <DropdownMenuTrigger className="flex min-h-11 min-w-11 cursor-pointer items-center gap-2 rounded-full p-1.5 text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring sm:rounded-md sm:pe-2">
        <Avatar user={user} name={name} />
        <span className="sr-only">{ACCOUNT_MENU.trigger}, </span>
        <span className="max-w-48 truncate text-sm font-medium max-sm:sr-only">{name}</span>
        <ChevronDown aria-hidden className="size-4 text-muted-foreground max-sm:hidden" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="flex flex-col">
          <span className="truncate font-medium">{name}</span>
          {name !== user.email && <span className="truncate text-muted-foreground">{user.email}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {user.role !== 'ADMIN' && <MyProfileItem approved={user.kycStatus === 'APPROVED'} />}
        <DropdownMenuItem asChild>
          <Link to="/platform/help">
            <CircleHelp aria-hidden />
            {ACCOUNT_MENU.help}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden />
          {ACCOUNT_MENU.logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function Avatar({ user, name }: { user: User; name: string }) {
  if (user.photo) return <img src={user.photo} alt="" className="size-8 shrink-0 rounded-full object-cover" />;
  return (
    <span aria-hidden className="grid size-8 shrink-0 place-items-center rounded-full bg-muted text-sm font-semibold">
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

/** Non-admins only (seed 000 §2), and greyed out until KYC is approved: the profile holds what KYC approved. */
function MyProfileItem({ approved }: { approved: boolean }) {
  if (!approved) {
    return (
      <DropdownMenuItem disabled>
        <UserRound aria-hidden />
        {ACCOUNT_MENU.myProfile}
      </DropdownMenuItem>
    );
  }
  return (
    <DropdownMenuItem asChild>
      <Link to="/platform/profile">
        <UserRound aria-hidden />
        {ACCOUNT_MENU.myProfile}
      </Link>
    </DropdownMenuItem>
  );
}
