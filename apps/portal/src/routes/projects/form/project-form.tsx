import type { Project } from '@keystone/api';
import { calendarDateIn } from '@keystone/flows/rules';
import {
  editableProjectFields,
  projectForSave,
  statusSelectOptions,
  validateProjectForm,
  type ProjectField,
} from '@keystone/flows/projects';
import { Button } from '@keystone/ui';
import { Form, FormErrorSummary, rulesResolver } from '@keystone/ui/form';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { showOnForm } from '../../../api/index.ts';
import { useSaveProject } from '../../../api/projects.ts';
import { DocumentsSection } from './documents-section.tsx';
import { ImagesSection } from './images-section.tsx';
import { LocationSection } from './location-section.tsx';
import { MainInfoSection } from './main-info-section.tsx';
import { formStateFrom, formValuesFrom, type ProjectFormState } from './project-form-state.ts';
import { PROJECT_FORM_TEXTS } from './project-form-texts.ts';
import { StrategySection } from './strategy-section.tsx';

export interface ProjectFormProps {
  /** The project to edit; a new project when absent. */
  project?: Project;
}

/**
 * The project editor (seed 001 §2, §4, §5): main info, investment strategy, images, documents and location. Fields
 * the project's status locks are disabled, the status select offers only the permitted changes, the rules are
 * flows' (`validateProjectForm`) and the body is flows' `projectForSave`.
 */
export function ProjectForm({ project }: ProjectFormProps) {
  const navigate = useNavigate();
  const resolver = useMemo(
    () =>
      rulesResolver<ProjectFormState>((state) =>
        validateProjectForm(formValuesFrom(state, project), {
          today: calendarDateIn(new Date()),
          currentStatus: project?.status,
        }),
      ),
    [project],
  );
  const form = useForm<ProjectFormState>({ resolver, defaultValues: formStateFrom(project) });

  const saving = useSaveProject({
    onError: showOnForm(form),
    onSuccess: (saved) => void navigate(`/platform/projects/${saved.id}`),
  });

  const status = project?.status ?? 'DRAFT';
  const editable = editableProjectFields(status);
  const locked = (field: ProjectField) => !editable.has(field);

  function submit(state: ProjectFormState) {
    const body = projectForSave(formValuesFrom(state, project));
    saving.save(body, project?.id);
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={project ? PROJECT_FORM_TEXTS.editTitle : PROJECT_FORM_TEXTS.createTitle}
      className="flex flex-col gap-6"
    >
      <FormErrorSummary title={PROJECT_FORM_TEXTS.errorSummary} />
      <MainInfoSection locked={locked} statusOptions={statusSelectOptions(status)} />
      <StrategySection locked={locked} />
      <ImagesSection locked={locked('images')} />
      <DocumentsSection locked={locked('documents')} />
      <LocationSection locked={locked} />
      <Button type="submit" className="self-start" loading={saving.isPending}>
        {project ? PROJECT_FORM_TEXTS.update : PROJECT_FORM_TEXTS.create}
      </Button>
    </Form>
  );
}
