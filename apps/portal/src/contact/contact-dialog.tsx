import { FULL_NAME_LENGTH, MAX_COMPETENCE_ATTEMPTS, MESSAGE_MAX_LENGTH } from '@keystone/flows';
import { errorText } from '@keystone/flows/errors';
import {
  cutContactMessage,
  defaultContactTopic,
  validateContactEmail,
  validateContactFullName,
  validateContactMessage,
} from '@keystone/flows/rules';
import type { ContactTopic, User } from '@keystone/api';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Message,
  Select,
  Spinner,
  TextField,
} from '@keystone/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useErrorModal } from '../app/error-modal/index.ts';
import { useSession } from '../session/session-context.tsx';
import { contactRequestFrom, type ContactFormValues } from './contact-request.ts';
import { CONTACT_TOPIC_OPTIONS } from './contact-topics.ts';
import { MessageField } from './message-field.tsx';

export const CONTACT_TEXTS = {
  title: 'Contact us',
  description: 'Tell us how we can help and we will get back to you by e-mail.',
  send: 'Send message',
  sent: 'Thank you! Your message has been sent.',
} as const;

export interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Added to the request when the form is opened from a project page. */
  projectName?: string;
  /** The investor's used competence attempts: 3 or more make KYC the default interest. The session's user's otherwise. */
  usedAnswerAttempts?: number;
  /** Who is writing, when the host knows better than the session (the wizard's latest copy); the session's user otherwise. */
  sender?: User;
}

/** The contact form (seed 000 §2, §5): prefilled with the signed-in user's name and e-mail, sent to `POST /marketing/contact-us`. */
export function ContactDialog({ open, onOpenChange, projectName, usedAnswerAttempts, sender }: ContactDialogProps) {
  const session = useSession();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{CONTACT_TEXTS.title}</DialogTitle>
          <DialogDescription>{CONTACT_TEXTS.description}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: closing forgets what was typed and the last outcome. */}
        {!sender && session.userLoading ? (
          <Spinner className="m-auto" />
        ) : (
          <ContactForm projectName={projectName} usedAnswerAttempts={usedAnswerAttempts} sender={sender} onClose={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

type Outcome = { variant: 'success' | 'error'; text: string };

function ContactForm({ projectName, usedAnswerAttempts, sender, onClose }: Omit<ContactDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const session = useSession();
  const { api } = session;
  const user = sender ?? session.user;
  const errorModal = useErrorModal();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const attempts = usedAnswerAttempts ?? user?.usedAnswerAttempts ?? 0;
  const { register, control, handleSubmit, formState, watch, setValue } = useForm<ContactFormValues>({
    defaultValues: {
      fullName: user?.fullName ?? '',
      email: user?.email ?? '',
      message: '',
      interest: defaultContactTopic(attempts) ?? '',
      companyName: user?.companyName ?? '',
      phoneNumber: '',
    },
  });
  const message = watch('message');

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const { error, response } = await api.POST('/marketing/contact-us', { body: contactRequestFrom(values, projectName) });
    if (error) {
      if (!errorModal.showIfUnexpected(error, response)) setOutcome({ variant: 'error', text: errorText(error) });
      return;
    }
    setOutcome({ variant: 'success', text: CONTACT_TEXTS.sent });
  });

  if (outcome?.variant === 'success') {
    return (
      <div className="flex flex-col gap-5">
        <Message variant="success" dismissible={false}>
          {outcome.text}
        </Message>
        <Button onClick={onClose}>Done</Button>
      </div>
    );
  }

  const messageField = register('message', {
    validate: validateContactMessage,
    // Longer messages are cut, not refused (seed 000 §5).
    onChange: (event) => {
      const cut = cutContactMessage(event.target.value);
      if (cut !== event.target.value) setValue('message', cut);
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={CONTACT_TEXTS.title} className="flex flex-col gap-4">
      {outcome && (
        <Message key={outcome.text} variant={outcome.variant} onDismiss={() => setOutcome(null)}>
          {outcome.text}
        </Message>
      )}
      <TextField
        label="Full name"
        required
        autoComplete="name"
        maxLength={FULL_NAME_LENGTH.max}
        error={formState.errors.fullName?.message}
        {...register('fullName', { validate: validateContactFullName })}
      />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email', { validate: validateContactEmail })}
      />
      <Controller
        control={control}
        name="interest"
        render={({ field }) => (
          <Select
            label="Interest"
            placeholder="Choose a topic"
            options={CONTACT_TOPIC_OPTIONS}
            value={field.value}
            onValueChange={(value) => field.onChange(value as ContactTopic)}
            ref={field.ref}
            onBlur={field.onBlur}
            hint={attempts >= MAX_COMPETENCE_ATTEMPTS ? 'About your competence review attempts' : undefined}
          />
        )}
      />
      <MessageField
        label="Message"
        required
        count={message.length}
        limit={MESSAGE_MAX_LENGTH}
        error={formState.errors.message?.message}
        {...messageField}
      />
      <TextField label="Company name" autoComplete="organization" {...register('companyName')} />
      <TextField label="Phone number" type="tel" autoComplete="tel" {...register('phoneNumber')} />
      <Button type="submit" loading={formState.isSubmitting}>
        {CONTACT_TEXTS.send}
      </Button>
    </form>
  );
}
