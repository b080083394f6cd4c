import { Sheet, SheetContent, SheetTitle } from '@keystone/ui';
import { useRef, type ReactNode, type RefObject } from 'react';

interface NavDrawerProps {
  open: boolean;
  /** The person closed it (Escape, the close button, a tap beside it); a link closes it by changing the address. */
  onClose(): void;
  /** Where the focus returns when the person closes it. */
  menuButton: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

/** The main navigation on a narrow screen: a drawer from the left, loaded the first time the menu is opened. */
export function NavDrawer({ open, onClose, menuButton, children }: NavDrawerProps) {
  const closedByPerson = useRef(false);
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        closedByPerson.current = true;
        onClose();
      }}
    >
      <SheetContent
        aria-describedby={undefined}
        closeLabel="Close menu"
        onCloseAutoFocus={(event) => {
          // Radix gives the focus to a Dialog.Trigger, and the menu button lives in the top bar; after a link the
          // new page's heading takes the focus instead (RouteFocus).
          event.preventDefault();
          if (closedByPerson.current) menuButton.current?.focus();
          closedByPerson.current = false;
        }}
      >
        <SheetTitle className="sr-only">Menu</SheetTitle>
        {children}
      </SheetContent>
    </Sheet>
  );
}
