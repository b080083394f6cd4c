import { SECOND_FACTOR_MESSAGES } from '@keystone/flows/second-factor';

/** Where the support route is: the contact section of the public help page. */
export const SUPPORT_LINK = { to: '/help#help-contact', label: 'Contact support' } as const;

/** Flows' words for someone who lost every factor, with the way to the support route the product already has. */
export function LostEverything() {
  return (
    <p className="text-sm text-muted-foreground">
      {SECOND_FACTOR_MESSAGES.lostEverything}{' '}
      {/* A plain link: the step-up dialog is mounted beside the router, not inside it. */}
      <a href={SUPPORT_LINK.to} className="font-medium text-primary underline underline-offset-2">
        {SUPPORT_LINK.label}
      </a>
    </p>
  );
}
