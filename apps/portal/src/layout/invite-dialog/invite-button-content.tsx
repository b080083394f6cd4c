import { UserPlus } from 'lucide-react';
import { GENERATE_REGISTRATION_LINK } from './invite-link.ts';

/**
 * The invitation button's face: its words on a wide screen, the icon alone on a phone. The button carries the same
 * words as its `aria-label`, which names it at every width.
 */
export function InviteButtonContent() {
  return (
    <>
      <UserPlus aria-hidden />
      <span className="max-sm:sr-only">{GENERATE_REGISTRATION_LINK}</span>
    </>
  );
}
