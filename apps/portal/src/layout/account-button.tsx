import type { User } from '@keystone/api';
import { ACCOUNT_MENU, userDisplayName } from '@keystone/flows/labels';
import { ChevronDown } from 'lucide-react';

export const accountButtonClass =
  'flex min-h-11 min-w-11 cursor-pointer items-center gap-2 rounded-full p-1.5 text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring sm:rounded-md sm:pe-2';

/**
 * What the account button shows, the same before and after the menu's code arrives. Named by its content,
 * 'Account menu, <name>': the name is visible beside the avatar on a wide screen.
 */
export function AccountButtonFace({ user }: { user: User }) {
  const name = userDisplayName(user);
  return (
    <>
      <Avatar user={user} name={name} />
      <span className="sr-only">{ACCOUNT_MENU.trigger}, </span>
      <span className="max-w-48 truncate text-sm font-medium max-sm:sr-only">{name}</span>
      <ChevronDown aria-hidden className="size-4 text-muted-foreground max-sm:hidden" />
    </>
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
