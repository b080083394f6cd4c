import type { Project } from '@keystone/api';
import { canExportInvestors, hasPaymentsScreen, isProjectDeletable } from '@keystone/flows/projects';
import { Button } from '@keystone/ui';
import { Banknote, Download, Pencil } from 'lucide-react';
import { lazy } from 'react';
import { Link } from 'react-router';
import { LazyDialogTrigger } from '../../../lazy-dialog/lazy-dialog-trigger.tsx';
import { projectInvestorsCsvUrl } from './api-links.ts';
import { DELETE_TEXTS } from '../delete-project/delete-project-texts.ts';

// Deleting is rare: the confirmation and its call load on the first click.
const DeleteProjectFromDetailsDialog = lazy(() =>
  import('./delete-project-from-details-dialog.tsx').then((m) => ({ default: m.DeleteProjectFromDetailsDialog })),
);

export const ADMIN_ACTION_TEXTS = { edit: 'Edit', exportInvestors: 'Export investors', payments: 'Payments' } as const;

/**
 * Seed 001 §2, the admin's additional actions: edit; delete only while DRAFT or COMING_SOON (flows'
 * `isProjectDeletable`); the investor export for the statuses that may have investors (`canExportInvestors`), and
 * 'Payments', the link to the payments screen, for the same statuses (`hasPaymentsScreen`).
 */
export function AdminActions({ project }: { project: Project }) {
  return (
    <div role="group" aria-label="Admin actions" className="flex flex-wrap gap-2">
      <Button asChild variant="outline">
        <Link to={`/platform/projects/edit/${project.id}`}>
          <Pencil aria-hidden="true" />
          {ADMIN_ACTION_TEXTS.edit}
        </Link>
      </Button>
      {isProjectDeletable(project.status) && (
        <LazyDialogTrigger variant="danger" dialog={DeleteProjectFromDetailsDialog} dialogProps={{ project }}>
          {DELETE_TEXTS.button}
        </LazyDialogTrigger>
      )}
      {hasPaymentsScreen(project.status) && (
        <Button asChild variant="outline">
          <Link to={`/platform/projects/payments/${project.id}`}>
            <Banknote aria-hidden="true" />
            {ADMIN_ACTION_TEXTS.payments}
          </Link>
        </Button>
      )}
      {canExportInvestors(project.status) && (
        <Button asChild variant="outline">
          <a href={projectInvestorsCsvUrl(project.id)} download>
            <Download aria-hidden="true" />
            {ADMIN_ACTION_TEXTS.exportInvestors}
          </a>
        </Button>
      )}
    </div>
  );
}
