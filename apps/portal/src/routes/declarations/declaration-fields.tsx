import { selfCertifiedConditions, type InvestorType } from '@keystone/api';
import {
  DECLARATION_FIELD_LABELS as LABELS,
  DECLARATION_TEXTS,
  SELF_CERTIFIED_CONDITION_LABELS,
  type DeclarationForm,
} from '@keystone/flows/declarations';
import { Checkbox, MoneyInput, Select, TextField } from '@keystone/ui';
import { FormField, selectProps } from '@keystone/ui/form';
import { useId } from 'react';
import type { Control } from 'react-hook-form';

const CONDITION_OPTIONS = selfCertifiedConditions.map((value) => ({
  value,
  label: SELF_CERTIFIED_CONDITION_LABELS[value],
}));

interface DeclarationFieldsProps {
  investorType: InvestorType;
  /** The form holding the declaration's fields (flows' `DeclarationForm`, alone or inside a larger form). */
  control: Control<DeclarationForm>;
}

/**
 * A category's declaration (issue 24 §4) in full, the figures it asks for, and the tick box that signs it. The words
 * and their version are flows'; the form holds the values, flows' `validateDeclarationForm` checks them.
 */
export function DeclarationFields({ investorType, control }: DeclarationFieldsProps) {
  const text = DECLARATION_TEXTS[investorType];
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-declaration={investorType}
      className="flex flex-col gap-4 rounded-lg border border-border p-4 sm:p-6"
    >
      <h3 id={headingId} className="text-base font-semibold">
        {text.title}
      </h3>
      {text.paragraphs.map((paragraph) => (
        <p key={paragraph} className="text-sm">
          {paragraph}
        </p>
      ))}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Figures investorType={investorType} control={control} />
      </div>
      <FormField
        control={control}
        name="acceptedTextVersion"
        render={({ value, onChange, ...field }) => (
          // Ticked only beside the words it was ticked for; ticking signs this version (issue 32).
          <Checkbox
            label={text.accept}
            required
            {...field}
            checked={value === text.version}
            onCheckedChange={(checked) => onChange(checked ? text.version : '')}
          />
        )}
      />
    </section>
  );
}

function Figures({ investorType, control }: DeclarationFieldsProps) {
  switch (investorType) {
    case 'HIGH_NET_WORTH_INVESTOR':
      return (
        <>
          <FormField
            control={control}
            name="annualIncome"
            label={LABELS.annualIncome}
            render={(field) => <MoneyInput hint={LABELS.highNetWorthHint} {...field} />}
          />
          <FormField
            control={control}
            name="netAssets"
            label={LABELS.netAssets}
            render={(field) => <MoneyInput {...field} />}
          />
        </>
      );
    case 'EVERYDAY_INVESTOR':
      return (
        <FormField
          control={control}
          name="netInvestableAssets"
          label={LABELS.netInvestableAssets}
          render={(field) => <MoneyInput required hint={LABELS.netInvestableAssetsHint} {...field} />}
        />
      );
    case 'CERTIFIED_SOPHISTICATED_INVESTOR':
      return (
        <>
          <FormField
            control={control}
            name="certificateFirm"
            label={LABELS.certificateFirm}
            render={(field) => <TextField required maxLength={200} {...field} />}
          />
          <FormField
            control={control}
            name="certificateDate"
            label={LABELS.certificateDate}
            render={(field) => <TextField type="date" required {...field} />}
          />
        </>
      );
    case 'SELF_CERTIFIED_INVESTOR':
      return (
        <>
          <FormField
            control={control}
            name="selfCertifiedCondition"
            label={LABELS.selfCertifiedCondition}
            render={(field) => (
              <Select required placeholder="Choose" options={CONDITION_OPTIONS} {...selectProps(field)} />
            )}
          />
          <FormField
            control={control}
            name="conditionDetails"
            label={LABELS.conditionDetails}
            render={(field) => <TextField required maxLength={500} {...field} />}
          />
        </>
      );
    case 'ADVISED_INVESTOR':
      return (
        <>
          <FormField
            control={control}
            name="adviserFirmName"
            label={LABELS.adviserFirmName}
            render={(field) => <TextField required maxLength={200} {...field} />}
          />
          <FormField
            control={control}
            name="adviserFirmReference"
            label={LABELS.adviserFirmReference}
            render={(field) => (
              <TextField required inputMode="numeric" hint={LABELS.adviserFirmReferenceHint} {...field} />
            )}
          />
        </>
      );
  }
}
