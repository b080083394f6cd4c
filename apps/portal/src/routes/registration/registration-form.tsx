import {
  normalizeFullName,
  registrationErrorMessage,
  validateNewPassword,
  validateRegistrationFullName,
  validateRepeatPassword,
} from '@keystone/flows';
import { Button, Checkbox, TextField } from '@keystone/ui';
import { checkboxProps, Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useRegister } from '../../api/auth.ts';
import { showOnForm } from '../../api/index.ts';
import { useSession } from '../../session/index.ts';
import { AccountCreatedDialog } from './account-created-dialog.tsx';

interface RegistrationFields {
  fullName: string;
  password: string;
  repeatPassword: string;
  terms: boolean;
}

const resolver = rulesResolver<RegistrationFields>({
  fullName: validateRegistrationFullName,
  password: validateNewPassword,
  repeatPassword: (repeat, values) => validateRepeatPassword(repeat, values.password),
});

export const TERMS_LABEL = 'I agree to the terms and conditions and the privacy policy';
export const CREATE_ACCOUNT = 'Create Investor Account';

interface RegistrationFormProps {
  /** The invitation's REGISTRY token, already checked. */
  token: string;
}

/**
 * Registration (seed 000 §2, §5): validated on submit, the name trimmed, the button disabled until the terms box is
 * ticked. `PUT /auth/registry` answers a token and the user; the person is signed in once they close 'Account created'.
 */
export function RegistrationForm({ token }: RegistrationFormProps) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const form = useForm<RegistrationFields>({
    resolver,
    defaultValues: { fullName: '', password: '', repeatPassword: '', terms: false },
  });
  const termsAccepted = useWatch({ control: form.control, name: 'terms' });
  const registry = useRegister({ onError: showOnForm(form, registrationErrorMessage) });

  const onSubmit = ({ fullName, password }: RegistrationFields) =>
    registry.mutate({ body: { fullName: normalizeFullName(fullName), password, token } });

  const enterPlatform = () => {
    if (!registry.data) return;
    signIn(registry.data);
    navigate('/', { replace: true });
  };

  return (
    <>
      <Form form={form} onSubmit={onSubmit} className="mt-6 flex flex-col gap-5">
        <FormField
          control={form.control}
          name="fullName"
          render={(field) => <TextField label="Full name" autoComplete="name" {...field} />}
        />
        <FormField
          control={form.control}
          name="password"
          render={(field) => <TextField label="Password" type="password" autoComplete="new-password" {...field} />}
        />
        <FormField
          control={form.control}
          name="repeatPassword"
          render={(field) => (
            <TextField label="Repeat password" type="password" autoComplete="new-password" {...field} />
          )}
        />
        <FormField
          control={form.control}
          name="terms"
          render={(field) => <Checkbox label={TERMS_LABEL} {...checkboxProps(field)} />}
        />
        <Button type="submit" disabled={!termsAccepted} loading={registry.isPending}>
          {CREATE_ACCOUNT}
        </Button>
      </Form>
      <AccountCreatedDialog open={registry.isSuccess} onClose={enterPlatform} />
    </>
  );
}
