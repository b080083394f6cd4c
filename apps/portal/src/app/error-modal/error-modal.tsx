import { GENERIC_ERROR } from '@keystone/flows/errors';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

export interface ErrorModal {
  /** Opens the generic 'Something went wrong' modal; the query client does, for every unexpected failure. */
  show(): void;
}

// Fetched the first time the modal is wanted: a page that never fails never downloads a dialog.
const NoticeDialog = lazy(() => import('@keystone/ui/dialog').then((m) => ({ default: m.NoticeDialog })));

const ErrorModalContext = createContext<ErrorModal | null>(null);

/** The seed's generic error modal, once for the whole portal, opened by the query client's failure handlers. */
export function ErrorModalProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // No trigger button opens this modal, so Radix has nowhere to return the focus to: remember where it was.
  const focusBeforeOpen = useRef<HTMLElement | null>(null);
  const show = useCallback(() => {
    const active = document.activeElement;
    focusBeforeOpen.current = active instanceof HTMLElement ? active : null;
    setWanted(true);
    setOpen(true);
  }, []);
  const errorModal = useMemo<ErrorModal>(() => ({ show }), [show]);

  return (
    <ErrorModalContext value={errorModal}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <NoticeDialog
            open={open}
            title={GENERIC_ERROR.title}
            description={GENERIC_ERROR.text}
            actionLabel="OK"
            onClose={() => setOpen(false)}
            onCloseAutoFocus={(event) => {
              const target = focusBeforeOpen.current;
              if (target?.isConnected) {
                event.preventDefault();
                target.focus();
              }
            }}
          />
        </Suspense>
      )}
    </ErrorModalContext>
  );
}

export function useErrorModal(): ErrorModal {
  const errorModal = useContext(ErrorModalContext);
  if (!errorModal) throw new Error('useErrorModal must be used inside <ErrorModalProvider> (AppProviders mounts it)');
  return errorModal;
}
