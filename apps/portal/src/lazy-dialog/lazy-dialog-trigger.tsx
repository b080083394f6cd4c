import { Button, type ButtonProps } from '@keystone/ui';
import { Suspense, useState, type ComponentType } from 'react';

/** What the dialog needs from the page that offers it ('Ask here' its project), passed as `dialogProps`. */
type DialogProps<P> = object extends P ? { dialogProps?: P } : { dialogProps: P };

export type LazyDialogTriggerProps<P extends object> = Omit<ButtonProps, 'onClick'> &
  DialogProps<P> & {
    /** A `lazy()` dialog that renders its own trigger, the same button, and opens at once when given `defaultOpen`. */
    dialog: ComponentType<P & { defaultOpen?: boolean }>;
  };

/**
 * A button whose dialog is fetched on the first click, so a page's first load carries neither the dialog nor its
 * form: until then the button only asks for it, and afterwards it is the dialog's own trigger.
 */
export function LazyDialogTrigger<P extends object = object>({
  dialog: Dialog,
  dialogProps,
  ...button
}: LazyDialogTriggerProps<P>) {
  const [wanted, setWanted] = useState(false);
  const trigger = <Button {...button} onClick={() => setWanted(true)} />;
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <Dialog {...(dialogProps as P)} defaultOpen />
    </Suspense>
  );
}
