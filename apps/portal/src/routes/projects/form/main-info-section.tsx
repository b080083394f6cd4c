import { DESCRIPTION_MAX_LENGTH } from '@keystone/flows/constants';
import {
  PROJECT_PURPOSE_LABELS,
  PROJECT_STATUS_HINTS,
  PROJECT_STATUS_LABELS,
  PROJECT_TEXT_MAX_LENGTH,
  PROJECT_TYPE_LABELS,
} from '@keystone/flows/projects';
import type { ProjectStatus } from '@keystone/api';
import { Select, TextField } from '@keystone/ui';
import { FormField, selectProps } from '@keystone/ui/form';
import { useFormContext, useWatch } from 'react-hook-form';
import { MessageField } from '../../../contact/message-field.tsx';
import { FormSection, type IsLocked } from './form-section.tsx';
import type { ProjectFormState } from './project-form-state.ts';
import { PROJECT_FORM_TEXTS } from './project-form-texts.ts';

const { fields } = PROJECT_FORM_TEXTS;
const optionsOf = <K extends string>(labels: { readonly [key in K]: string }) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

/** Title, subtitle, description with its counter, type, purpose and status. */
export function MainInfoSection({
  locked,
  statusOptions,
}: {
  locked: IsLocked;
  /** Flows' `statusSelectOptions`: the current status, then the changes an admin may make. */
  statusOptions: readonly ProjectStatus[];
}) {
  const { control } = useFormContext<ProjectFormState>();
  const description = useWatch({ control, name: 'description' });
  return (
    <FormSection title={PROJECT_FORM_TEXTS.sections.mainInfo}>
      <FormField
        control={control}
        name="title"
        label={fields.title}
        render={(field) => (
          <TextField required maxLength={PROJECT_TEXT_MAX_LENGTH.title} {...field} disabled={locked('title')} />
        )}
      />
      <FormField
        control={control}
        name="subtitle"
        label={fields.subtitle}
        render={(field) => (
          <TextField maxLength={PROJECT_TEXT_MAX_LENGTH.subtitle} {...field} disabled={locked('subtitle')} />
        )}
      />
      <FormField
        control={control}
        name="description"
        label={fields.description}
        render={({ error, ...field }) => (
          <MessageField
            required
            count={description.length}
            limit={DESCRIPTION_MAX_LENGTH}
            error={error}
            {...field}
            disabled={locked('description')}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          control={control}
          name="projectType"
          label={fields.projectType}
          render={(field) => (
            <Select
              required
              placeholder={PROJECT_FORM_TEXTS.choose}
              options={optionsOf(PROJECT_TYPE_LABELS)}
              {...selectProps(field)}
              disabled={locked('projectType')}
            />
          )}
        />
        <FormField
          control={control}
          name="purpose"
          label={fields.purpose}
          render={(field) => (
            <Select
              required
              placeholder={PROJECT_FORM_TEXTS.choose}
              options={optionsOf(PROJECT_PURPOSE_LABELS)}
              {...selectProps(field)}
              disabled={locked('purpose')}
            />
          )}
        />
        <FormField
          control={control}
          name="status"
          label={fields.status}
          render={(field) => (
            <Select
              required
              options={statusOptions.map((status) => ({ value: status, label: PROJECT_STATUS_LABELS[status] }))}
              {...selectProps(field)}
              hint={PROJECT_STATUS_HINTS[field.value as ProjectStatus]}
              disabled={locked('status')}
            />
          )}
        />
      </div>
    </FormSection>
  );
}
