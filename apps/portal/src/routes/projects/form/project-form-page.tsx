import { apiError, ErrorCode } from '@keystone/flows/errors';
import { LoadingSkeleton } from '@keystone/ui';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { RefusalMessage } from '../../../api/index.ts';
import { useProject } from '../../../api/projects.ts';
import { ProjectForm } from './project-form.tsx';
import { PROJECT_FORM_TEXTS } from './project-form-texts.ts';

// The contract's Id parameter: a positive 32-bit integer.
const ID_MAX = 2_147_483_647;

function parseProjectId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= ID_MAX ? id : null;
}

function FormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="project-form-title" className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <h1 id="project-form-title" className="text-2xl font-semibold text-foreground">
        {title}
      </h1>
      {children}
    </section>
  );
}

/** `/platform/projects/create` (admin). */
export function CreateProjectPage() {
  return (
    <FormPage title={PROJECT_FORM_TEXTS.createTitle}>
      <ProjectForm />
    </FormPage>
  );
}

/** `/platform/projects/edit/:id` (admin): the project as stored, 'loading...' first, the server's words if none. */
export function EditProjectPage() {
  const id = parseProjectId(useParams().id);
  // An address that is no project's id is answered as the server would answer it, without asking.
  return (
    <FormPage title={PROJECT_FORM_TEXTS.editTitle}>
      {id === null ? <RefusalMessage error={apiError(ErrorCode.PROJECT_DOES_NOT_EXIST)} /> : <EditedProject id={id} />}
    </FormPage>
  );
}

function EditedProject({ id }: { id: number }) {
  const project = useProject(id);
  if (project.isPending) return <LoadingSkeleton />;
  if (project.isError) {
    return <RefusalMessage error={project.error} />;
  }
  return <ProjectForm key={project.data.id} project={project.data} />;
}
