import { Button } from '@keystone/ui';
import { Suspense, useState, type ComponentType } from 'react';

interface LazyDialogLinkProps {
  /** The words of the dialog's own trigger, shown until the dialog has arrived. */
  label: string;
  /** A `lazy()` dialog that renders its trigger and opens at once when given `defaultOpen`. */
  dialog: ComponentType<{ defaultOpen?: boolean }>;
}

/**
 * A link whose dialog is fetched on the first click, so the page's first load carries neither the dialog nor its
 * form: until then the link is a plain button that looks the same, and afterwards the dialog's own trigger.
 */
export function LazyDialogLink({ label, dialog: Dialog }: LazyDialogLinkProps) {
  const [wanted, setWanted] = useState(false);
  const link = (
    <Button variant="link" onClick={() => setWanted(true)}>
      {label}
    </Button>
  );
  if (!wanted) return link;
  return (
    <Suspense fallback={link}>
      <Dialog defaultOpen />
    </Suspense>
  );
}
