import { Button, type ButtonProps } from '@keystone/ui';
import { Suspense, useState, type ComponentType } from 'react';

export interface LazyDialogTriggerProps extends Omit<ButtonProps, 'onClick'> {
  /** A `lazy()` dialog that renders its own trigger, the same button, and opens at once when given `defaultOpen`. */
  dialog: ComponentType<{ defaultOpen?: boolean }>;
}

/**
 * A button whose dialog is fetched on the first click, so a page's first load carries neither the dialog nor its
 * form: until then the button only asks for it, and afterwards it is the dialog's own trigger.
 */
export function LazyDialogTrigger({ dialog: Dialog, ...button }: LazyDialogTriggerProps) {
  const [wanted, setWanted] = useState(false);
  const trigger = <Button {...button} onClick={() => setWanted(true)} />;
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <Dialog defaultOpen />
    </Suspense>
  );
}
