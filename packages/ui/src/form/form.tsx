import { useState, type ComponentProps, type ReactNode } from 'react';
import {
  FormProvider,
  useFormContext,
  useFormState,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { Message } from '../message/message.tsx';
import { FieldLabelsContext, type FieldLabels } from './field-labels.ts';
import { SERVER_ERROR } from './server-errors.ts';

export interface FormProps<T extends FieldValues> extends Omit<ComponentProps<'form'>, 'onSubmit'> {
  /** What `useForm` answered; its fields are reached by `<FormField>` inside. */
  form: UseFormReturn<T>;
  /** Called with the values once every rule passes. */
  onSubmit: SubmitHandler<T>;
  /** Shows the server's message some other way than as plain text (a link in it, say). */
  renderServerError?: (message: string) => ReactNode;
}

/**
 * A form bound to react-hook-form: validation is ours (`noValidate`), the fields inside find the form through
 * context, and the server's message (`setServerErrors`) shows above the fields until dismissed or resubmitted.
 * The fields' labels are gathered here for the error summary.
 */
export function Form<T extends FieldValues>({ form, onSubmit, renderServerError, children, ...props }: FormProps<T>) {
  const [labels] = useState<FieldLabels>(() => new Map());
  return (
    <FormProvider {...form}>
      <FieldLabelsContext value={labels}>
        <form data-slot="form" noValidate onSubmit={form.handleSubmit(onSubmit)} {...props}>
          <FormServerError render={renderServerError} />
          {children}
        </form>
      </FieldLabelsContext>
    </FormProvider>
  );
}

/** The server's message for the whole form, dismissible. `<Form>` renders it; exported for a form laid out apart. */
export function FormServerError({
  className,
  render = (message) => message,
}: {
  className?: string;
  render?: ((message: string) => ReactNode) | undefined;
}) {
  const { control, clearErrors } = useFormContext();
  const { errors } = useFormState({ control, name: SERVER_ERROR });
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <Message variant="error" className={className} onDismiss={() => clearErrors(SERVER_ERROR)}>
      {render(message)}
    </Message>
  );
}
