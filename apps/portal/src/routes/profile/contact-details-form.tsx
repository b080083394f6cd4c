import type { User } from '@keystone/api';
import {
  awaitingApprovalNote,
  fromE164Uk,
  toE164Uk,
  PROFILE_MESSAGES,
  validateProfileEmail,
  validateProfilePhone,
  validateProfileWebsite,
} from '@keystone/flows/rules';
import { Button, Message, TextField } from '@keystone/ui';
import { Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useForm } from 'react-hook-form';
import { showOnForm } from '../../api/index.ts';
import { useSaveContactDetails } from '../../api/user.ts';
import type { ProfileNoticeName } from './profile-notice.ts';

export const CONTACT_DETAILS_TEXTS = {
  title: 'Contact details',
  save: 'Save contact details',
  phoneHint: 'A UK number, without the leading 0.',
} as const;

interface ContactDetailsValues {
  phoneNumber: string;
  email: string;
  website: string;
}

const resolver = rulesResolver<ContactDetailsValues>({
  phoneNumber: validateProfilePhone,
  email: validateProfileEmail,
  website: validateProfileWebsite,
});

const valuesOf = (user: User): ContactDetailsValues => ({
  phoneNumber: (user.phoneNumber && fromE164Uk(user.phoneNumber)) ?? user.phoneNumber ?? '',
  email: user.email,
  website: user.website ?? '',
});

/** Phone, e-mail and website; a new phone or e-mail waits for the link mailed to the registered address. */
export function ContactDetailsForm({ user, onSaved }: { user: User; onSaved: (notice: ProfileNoticeName) => void }) {
  const form = useForm<ContactDetailsValues>({ resolver, defaultValues: valuesOf(user) });
  const save = useSaveContactDetails({
    onError: showOnForm(form),
    onSuccess: (saved, { body }) => {
      form.reset(valuesOf(saved));
      // A phone or e-mail other than the current one is a change the server mailed a link for.
      const changeAsked =
        toE164Uk(body.phoneNumber ?? '') !== user.phoneNumber || body.email?.trim().toLowerCase() !== user.email;
      onSaved(changeAsked ? 'confirmationSent' : 'detailsSaved');
    },
  });
  const { control } = form;
  return (
    <Form
      form={form}
      onSubmit={(body) => save.mutate({ body })}
      aria-label={CONTACT_DETAILS_TEXTS.title}
      className="flex flex-col gap-4"
    >
      {!user.emailVerified && (
        <Message variant="warning" dismissible={false}>
          {PROFILE_MESSAGES.emailNotVerified}
        </Message>
      )}
      <FormField
        control={control}
        name="phoneNumber"
        render={(field) => (
          <TextField
            label="Phone number"
            type="tel"
            required
            autoComplete="tel-national"
            startAdornment="+44"
            hint={awaitingApprovalNote(user.awaitingConfirmPhone) ?? CONTACT_DETAILS_TEXTS.phoneHint}
            {...field}
          />
        )}
      />
      <FormField
        control={control}
        name="email"
        render={(field) => (
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="email"
            hint={awaitingApprovalNote(user.awaitingConfirmEmail)}
            {...field}
          />
        )}
      />
      <FormField
        control={control}
        name="website"
        render={(field) => <TextField label="Website" type="url" autoComplete="url" {...field} />}
      />
      <Button type="submit" className="self-start" loading={save.isPending}>
        {CONTACT_DETAILS_TEXTS.save}
      </Button>
    </Form>
  );
}
