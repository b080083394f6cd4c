import type { User } from '@keystone/api';
import { SECOND_FACTOR_METHOD_LABELS } from '@keystone/flows/second-factor';
import {
  Button,
  Checkbox,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@keystone/ui';
import { useState } from 'react';
import { RefusalMessage } from '../../../api/index.ts';
import { useResetUserSecondFactors } from '../../../api/second-factors.ts';
import type { ActionOutcome } from '../../../lists/action-outcome.tsx';
import { ProfileSection } from './profile-section.tsx';

/** The words of the admin's support reset of an investor's second step (issue 36 §3). */
export const SECOND_FACTORS_SECTION_TEXTS = {
  title: 'Two-step sign-in',
  methods: 'Turned on',
  remove: 'Remove two-step sign-in',
  dialogTitle: 'Remove two-step sign-in?',
  dialogDescription: (name: string) =>
    `This removes ${name}'s authenticator app, passkeys and recovery codes, signs them out everywhere, and e-mails them. They can then sign in with their password alone and set up a new second step.`,
  checkFirst:
    'Do this only for someone who has lost every way in, and only once you have checked who they are: on a call, against what we hold about them. Never on an e-mail alone: anyone can write one.',
  checked: 'I have checked who this person is, not only by e-mail',
  tickFirst: 'Tick to confirm you have checked who they are',
  confirm: 'Remove two-step sign-in',
  cancel: 'Cancel',
  removed: (name: string) =>
    `${name}'s two-step sign-in is removed. They have been e-mailed and signed out everywhere.`,
} as const;

interface SecondFactorsSectionProps {
  user: User;
  name: string;
  onOutcome: (outcome: ActionOutcome) => void;
}

/**
 * On an investor's profile, when they have a second step: which, and the support route for one who lost every factor
 * and every recovery code, once the admin has checked who they are (`resetUserSecondFactors`).
 */
export function SecondFactorsSection({ user, name, onOutcome }: SecondFactorsSectionProps) {
  const [open, setOpen] = useState(false);
  return (
    <ProfileSection
      title={SECOND_FACTORS_SECTION_TEXTS.title}
      rows={[
        {
          label: SECOND_FACTORS_SECTION_TEXTS.methods,
          value: user.secondFactorMethods.map((method) => SECOND_FACTOR_METHOD_LABELS[method]).join(', '),
        },
      ]}
    >
      <Button variant="outline" className="mt-4 self-start" onClick={() => setOpen(true)}>
        {SECOND_FACTORS_SECTION_TEXTS.remove}
      </Button>
      {open && (
        <ResetSecondFactorsDialog
          user={user}
          name={name}
          onOpenChange={setOpen}
          onRemoved={() => {
            setOpen(false);
            onOutcome({ variant: 'success', text: SECOND_FACTORS_SECTION_TEXTS.removed(name) });
          }}
        />
      )}
    </ProfileSection>
  );
}

interface ResetSecondFactorsDialogProps {
  user: User;
  name: string;
  onOpenChange: (open: boolean) => void;
  onRemoved: () => void;
}

/** Says the admin must have checked who the person is first (never on an e-mail alone), and asks them to tick it. */
export function ResetSecondFactorsDialog({ user, name, onOpenChange, onRemoved }: ResetSecondFactorsDialogProps) {
  const [checked, setChecked] = useState(false);
  const [tried, setTried] = useState(false);
  const reset = useResetUserSecondFactors({ onSuccess: onRemoved });
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{SECOND_FACTORS_SECTION_TEXTS.dialogTitle}</DialogTitle>
          <DialogDescription>{SECOND_FACTORS_SECTION_TEXTS.dialogDescription(name)}</DialogDescription>
        </DialogHeader>
        <p className="text-sm font-medium text-foreground">{SECOND_FACTORS_SECTION_TEXTS.checkFirst}</p>
        <Checkbox
          label={SECOND_FACTORS_SECTION_TEXTS.checked}
          checked={checked}
          onCheckedChange={setChecked}
          required
          error={tried && !checked ? SECOND_FACTORS_SECTION_TEXTS.tickFirst : undefined}
        />
        <RefusalMessage error={reset.error} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{SECOND_FACTORS_SECTION_TEXTS.cancel}</Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={reset.isPending}
            onClick={() => {
              setTried(true);
              if (checked) reset.mutate({ params: { path: { id: user.id } } });
            }}
          >
            {SECOND_FACTORS_SECTION_TEXTS.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
