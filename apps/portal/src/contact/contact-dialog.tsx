import { FULL_NAME_LENGTH, MAX_COMPETENCE_ATTEMPTS, MESSAGE_MAX_LENGTH } from '@keystone/flows';
import {
  cutContactMessage,
  defaultContactTopic,
  validateContactEmail,
  validateContactFullName,
  validateContactMessage,
} from '@keystone/flows/rules';
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
import { Form, FormField, rulesResolver, selectProps } from '@keystone/ui/form';
import { useForm } from 'react-hook-form';
import { showOnForm } from '../api/index.ts';
import { useContactUs } from '../api/marketing.ts';
import { useSession } from '../session/index.ts';
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
}

/** The contact form (seed 000 §2, §5): prefilled with the signed-in user's name and e-mail, sent to `POST /marketing/contact-us`. */
export function ContactDialog({ open, onOpenChange, projectName, usedAnswerAttempts }: ContactDialogProps) {
  const session = useSession();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{CONTACT_TEXTS.title}</DialogTitle>
          <DialogDescription>{CONTACT_TEXTS.description}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: closing forgets what was typed and the last outcome. */}
        {session.userLoading ? (
          <Spinner className="m-auto" />
        ) : (
          <ContactForm
            projectName={projectName}
            usedAnswerAttempts={usedAnswerAttempts}
            onClose={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

const resolver = rulesResolver<ContactFormValues>({
  fullName: validateContactFullName,
  email: validateContactEmail,
  message: validateContactMessage,
});

function ContactForm({
  projectName,
  usedAnswerAttempts,
  onClose,
}: Omit<ContactDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const session = useSession();
  const user = session.user;
  const attempts = usedAnswerAttempts ?? user?.usedAnswerAttempts ?? 0;
  const form = useForm<ContactFormValues>({
    resolver,
    defaultValues: {
      fullName: user?.fullName ?? '',
      email: user?.email ?? '',
      message: '',
      interest: defaultContactTopic(attempts) ?? '',
      companyName: user?.companyName ?? '',
      phoneNumber: '',
    },
  });
  const contact = useContactUs({ onError: showOnForm(form) });

  if (contact.isSuccess) {
    return (
      <div className="flex flex-col gap-5">
        <Message variant="success" dismissible={false}>
          {CONTACT_TEXTS.sent}
        </Message>
        <Button onClick={onClose}>Done</Button>
      </div>
    );
  }

  const onSubmit = (values: ContactFormValues) => contact.mutate({ body: contactRequestFrom(values, projectName) });
  const { control } = form;

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={CONTACT_TEXTS.title} className="flex flex-col gap-4">
      <FormField
        control={control}
        name="fullName"
        render={(field) => (
          <TextField label="Full name" required autoComplete="name" maxLength={FULL_NAME_LENGTH.max} {...field} />
        )}
      />
      <FormField
        control={control}
        name="email"
        render={(field) => <TextField label="Email" type="email" required autoComplete="email" {...field} />}
      />
      <FormField
        control={control}
        name="interest"
        render={(field) => (
          <Select
            label="Interest"
            placeholder="Choose a topic"
            options={CONTACT_TOPIC_OPTIONS}
            hint={attempts >= MAX_COMPETENCE_ATTEMPTS ? 'About your competence review attempts' : undefined}
            {...selectProps(field)}
          />
        )}
      />
      <FormField
        control={control}
        name="message"
        render={(field) => (
          <MessageField
            label="Message"
            required
            count={field.value.length}
            limit={MESSAGE_MAX_LENGTH}
            {...field}
            // Longer messages are cut, not refused (seed 000 §5).
            onChange={(event) => field.onChange(cutContactMessage(event.target.value))}
          />
        )}
      />
      <FormField
        control={control}
        name="companyName"
        render={(field) => <TextField label="Company name" autoComplete="organization" {...field} />}
      />
      <FormField
        control={control}
        name="phoneNumber"
        render={(field) => <TextField label="Phone number" type="tel" autoComplete="tel" {...field} />}
      />
      <Button type="submit" loading={contact.isPending}>
        {CONTACT_TEXTS.send}
      </Button>
    </Form>
  );
}
