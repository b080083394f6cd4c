import type { User } from '@keystone/api';
import { ACCOUNT_MENU, userDisplayName } from '@keystone/flows/labels';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@keystone/ui/dropdown-menu';
import { CircleHelp, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { AccountButtonFace, accountButtonClass } from './account-button.tsx';

export interface AccountMenuProps {
  user: User;
  onLogout(): void;
}

/** The account menu itself (see account-menu.tsx); `openAtOnce` when it was pressed before this module arrived. */
export default function AccountMenuDropdown({
  user,
  onLogout,
  openAtOnce,
}: AccountMenuProps & { openAtOnce: boolean }) {
  const name = userDisplayName(user);
  return (
    <DropdownMenu defaultOpen={openAtOnce}>
      <DropdownMenuTrigger className={accountButtonClass}>
        <AccountButtonFace user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="flex flex-col">
          <span className="truncate font-medium">{name}</span>
          {name !== user.email && <span className="truncate text-muted-foreground">{user.email}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {user.role !== 'ADMIN' && <MyProfileItem approved={user.kycStatus === 'APPROVED'} />}
        <DropdownMenuItem asChild>
          <Link to="/platform/security">
            <ShieldCheck aria-hidden />
            {ACCOUNT_MENU.security}
          </Link>
        </DropdownMenuItem>
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
