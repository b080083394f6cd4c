import type { IsaApplicationRequest, IsaDeclarations } from '@keystone/api';
import {
  ISA_DECLARATION_KEYS,
  validateDeclarationAccepted,
  validateNiNumber,
  validateNoNiReason,
  validateTypedSignature,
  validateUkResidentConfirmed,
} from '@keystone/flows/isa';
import { Button, Checkbox, TextField } from '@keystone/ui';
import { checkboxProps, Form, FormField, rulesResolver, type FieldMessage } from '@keystone/ui/form';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { showOnForm } from '../../api/index.ts';
import { useOpenIsa } from '../../api/isa.ts';
import { useSession } from '../../session/index.ts';
import { ISA_TEXTS } from './isa-texts.ts';

interface IsaApplyValues {
  ukResident: boolean;
  declarations: IsaDeclarations;
  niNumber: string;
  noNiNumber: boolean;
  noNiNumberReason: string;
  signatureName: string;
}

const noDeclarations = Object.fromEntries(ISA_DECLARATION_KEYS.map((key) => [key, false])) as IsaDeclarations;

/** The application's rules (flows'), every failing field at once, named as the server names them. */
function applicationRule(fullName: string) {
  return (values: IsaApplyValues): FieldMessage[] => {
    const checks: [string, string | undefined][] = [
      ['ukResident', validateUkResidentConfirmed(values.ukResident)],
      ...ISA_DECLARATION_KEYS.map(
        (key) =>
          [`declarations.${key}`, validateDeclarationAccepted(values.declarations[key])] as [
            string,
            string | undefined,
          ],
      ),
      values.noNiNumber
        ? ['noNiNumberReason', validateNoNiReason(values.noNiNumberReason)]
        : ['niNumber', validateNiNumber(values.niNumber)],
      ['signatureName', validateTypedSignature(values.signatureName, fullName)],
    ];
    return checks.flatMap(([field, message]) => (message === undefined ? [] : [{ field, message }]));
  };
}

/** What an IFISA is and the application: UK residence, each declaration, the NI number and the typed signature. */
export function IsaApplyForm() {
  const { user } = useSession();
  const fullName = user?.fullName ?? '';
  const resolver = useMemo(() => rulesResolver<IsaApplyValues>(applicationRule(fullName)), [fullName]);
  const form = useForm<IsaApplyValues>({
    resolver,
    defaultValues: {
      ukResident: false,
      declarations: noDeclarations,
      niNumber: '',
      noNiNumber: false,
      noNiNumberReason: '',
      signatureName: '',
    },
  });
  const openIsa = useOpenIsa({ onError: showOnForm(form) });
  const noNiNumber = useWatch({ control: form.control, name: 'noNiNumber' });

  const onSubmit = (values: IsaApplyValues) => {
    const body: IsaApplicationRequest = {
      ukResident: values.ukResident,
      declarations: values.declarations,
      signatureName: values.signatureName,
      ...(values.noNiNumber ? { noNiNumberReason: values.noNiNumberReason } : { niNumber: values.niNumber }),
    };
    openIsa.mutate({ body });
  };

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="isa-about" className="flex max-w-prose flex-col gap-2">
        <h2 id="isa-about" className="text-lg font-semibold text-foreground">
          {ISA_TEXTS.aboutHeading}
        </h2>
        <ul className="list-disc pl-5 text-sm text-foreground">
          {ISA_TEXTS.about.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="isa-apply" className="flex max-w-prose flex-col gap-4">
        <h2 id="isa-apply" className="text-lg font-semibold text-foreground">
          {ISA_TEXTS.applyHeading}
        </h2>
        <Form form={form} onSubmit={onSubmit} aria-label={ISA_TEXTS.applyHeading} className="flex flex-col gap-4">
          <FormField
            control={form.control}
            name="ukResident"
            render={(field) => <Checkbox label={ISA_TEXTS.ukResident} {...checkboxProps(field)} />}
          />
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-base font-medium text-foreground">{ISA_TEXTS.declarationsHeading}</legend>
            {ISA_DECLARATION_KEYS.map((key) => (
              <FormField
                key={key}
                control={form.control}
                name={`declarations.${key}`}
                render={(field) => <Checkbox label={ISA_TEXTS.declarations[key]} {...checkboxProps(field)} />}
              />
            ))}
          </fieldset>
          {noNiNumber ? null : (
            <FormField
              control={form.control}
              name="niNumber"
              render={(field) => (
                <TextField label={ISA_TEXTS.niNumber} hint={ISA_TEXTS.niNumberHint} autoComplete="off" {...field} />
              )}
            />
          )}
          <FormField
            control={form.control}
            name="noNiNumber"
            render={(field) => <Checkbox label={ISA_TEXTS.noNiNumber} {...checkboxProps(field)} />}
          />
          {noNiNumber ? (
            <FormField
              control={form.control}
              name="noNiNumberReason"
              render={(field) => <TextField label={ISA_TEXTS.noNiReason} {...field} />}
            />
          ) : null}
          <FormField
            control={form.control}
            name="signatureName"
            render={(field) => (
              <TextField
                label={ISA_TEXTS.signature}
                hint={ISA_TEXTS.signatureHint}
                autoComplete="name"
                placeholder={fullName}
                {...field}
              />
            )}
          />
          <Button type="submit" loading={openIsa.isPending} className="self-start">
            {ISA_TEXTS.submit}
          </Button>
        </Form>
      </section>
    </div>
  );
}
