import type { User } from '@keystone/api';
import { userDisplayName } from '@keystone/flows/labels';
import { Button } from '@keystone/ui';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../session/index.ts';
import type { ActionOutcome } from '../../../lists/action-outcome.tsx';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';
import { availableUserActions, USER_ACTION_LABELS, type UserActionKind } from './available-actions.ts';
import { RejectKycDialog } from './reject-kyc-dialog.tsx';
import { ResetQuestionsDialog } from './reset-questions-dialog.tsx';
import { useUserActions, type UserActionRequest } from './use-user-actions.ts';

/**
 * The actions that change what the user may do are confirmed first; resetting the questions asks for the reason the
 * journey record keeps (issue 32). Activating is not confirmed.
 */
const confirmedActions = ['approveKyc', 'rejectKyc', 'resetQuestions', 'deactivate'] as const;
type DialogKind = (typeof confirmedActions)[number];
const isConfirmed = (kind: UserActionKind): kind is DialogKind =>
  (confirmedActions as readonly string[]).includes(kind);

/** In a table every row has the same buttons: screen readers hear whose they are. */
const namedSuffix: Readonly<Record<UserActionKind, string>> = {
  approveKyc: ' for',
  rejectKyc: ' for',
  resetQuestions: ' for',
  activate: '',
  deactivate: '',
};

interface UserActionsProps {
  user: User;
  onOutcome: (outcome: ActionOutcome) => void;
  /** Name the user in each button's accessible name (rows of a table) and offer the profile link. */
  inTable?: boolean;
}

/** The admin's actions on one user (seed 001 §2): KYC approval and rejection, 'Reset questions', activation. */
export function UserActions({ user, onOutcome, inTable = false }: UserActionsProps) {
  const { user: signedIn } = useSession();
  const location = useLocation();
  const actions = useUserActions(user, onOutcome);
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const name = userDisplayName(user);
  const closeDialog = () => setDialog(null);
  // The dialogs have no trigger of their own: give the focus back to the button that opened them, while it is still there.
  const dialogOpener = useRef<HTMLButtonElement | null>(null);
  const returnFocus = (event: Event) => {
    if (!dialogOpener.current?.isConnected) return;
    event.preventDefault();
    dialogOpener.current.focus();
  };

  const send = (request: UserActionRequest) => actions.send(request, { onSettled: closeDialog });
  const { busyWith } = actions;

  const label = (kind: UserActionKind) => (
    <>
      {USER_ACTION_LABELS[kind]}
      {inTable && <span className="sr-only">{`${namedSuffix[kind]} ${name}`}</span>}
    </>
  );

  const button = (kind: UserActionKind) => {
    const opensDialog = isConfirmed(kind);
    return (
      <Button
        key={kind}
        variant={kind === 'approveKyc' ? 'primary' : 'outline'}
        size="sm"
        loading={!opensDialog && busyWith(kind)}
        onClick={(event) => {
          if (!isConfirmed(kind)) return send({ kind });
          dialogOpener.current = event.currentTarget;
          setDialog(kind);
        }}
      >
        {label(kind)}
      </Button>
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {inTable && (
        <Button asChild variant="link" size="sm">
          {/* The list's address travels along, so the profile's back link returns to the same page of results. */}
          <Link to={`/platform/users/${user.id}`} state={{ listSearch: location.search }}>
            View profile<span className="sr-only"> of {name}</span>
          </Link>
        </Button>
      )}
      {availableUserActions(user, signedIn?.id ?? null).map(button)}
      {(['approveKyc', 'deactivate'] as const).map((action) => (
        <ConfirmActionDialog
          key={action}
          action={action}
          open={dialog === action}
          onOpenChange={(open) => setDialog(open ? action : null)}
          name={name}
          pending={busyWith(action)}
          onConfirm={() => send({ kind: action })}
          onCloseAutoFocus={returnFocus}
        />
      ))}
      <RejectKycDialog
        open={dialog === 'rejectKyc'}
        onOpenChange={(open) => setDialog(open ? 'rejectKyc' : null)}
        name={name}
        pending={busyWith('rejectKyc')}
        onReject={(reason) => send({ kind: 'rejectKyc', rejection: { kycRejectReason: reason } })}
        onCloseAutoFocus={returnFocus}
      />
      <ResetQuestionsDialog
        open={dialog === 'resetQuestions'}
        onOpenChange={(open) => setDialog(open ? 'resetQuestions' : null)}
        name={name}
        pending={busyWith('resetQuestions')}
        onReset={(reason) => send({ kind: 'resetQuestions', reset: { reason } })}
        onCloseAutoFocus={returnFocus}
      />
    </div>
  );
}
