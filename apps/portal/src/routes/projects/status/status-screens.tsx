import type { ProjectStatus } from '@keystone/api';
import { nextProjectStatus, PROJECT_STATUS_LABELS, type SystemStatusEvent } from '@keystone/flows/projects';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { projectKeys, useProject } from '../../../api/projects.ts';
import { parseProjectId } from '../details/project-id.ts';
import { ProjectDetailsPage } from '../details/project-details-page.tsx';
import { EditProjectPage } from '../form/project-form-page.tsx';
import { ProjectPaymentsPage } from '../payments/project-payments-page.tsx';
import { adminChangesFrom, systemEventsFrom } from './status-machine-edges.ts';

// Story-only: the admin's three project screens at their addresses, each with the status machine's view of the
// project beside it, and a 'Reload page' under them: pledges are made by investors elsewhere, so the admin reads
// the project again to see the target reached.

/** How the server's events read in the panel. */
export const SYSTEM_EVENT_WORDS: { readonly [event in SystemStatusEvent]: string } = {
  SYSTEM_SHORT_TARGET_REACHED: 'pledges fill the short-term target',
  SYSTEM_SHORT_TERM_PAYOUTS_STARTED: 'the short-term payments start',
  SYSTEM_SHORT_TERM_PAID_OUT: 'every short-term payment is made',
  SYSTEM_LONG_TERM_PAID_OUT: 'every long-term payment is made',
  SYSTEM_CANCELLATION_PAID_OUT: 'every investor is paid back',
};

export const PANEL_TEXTS = {
  title: 'Status machine',
  adminMay: 'Admin may change to',
  serverMoves: 'The server moves it when',
  nothing: 'Nothing',
  reload: 'Reload page',
} as const;

export function StatusScreens() {
  const queryClient = useQueryClient();
  const [load, setLoad] = useState(0);
  // As a browser's reload: the project is read from the server again.
  const reload = () => {
    queryClient.removeQueries({ queryKey: projectKeys.detail(0).slice(0, 2) });
    setLoad((count) => count + 1);
  };
  return (
    <>
      <Routes key={load}>
        <Route path="/platform/projects/:id" element={<WithMachinePanel page={<ProjectDetailsPage />} />} />
        <Route path="/platform/projects/edit/:id" element={<WithMachinePanel page={<EditProjectPage />} />} />
        <Route path="/platform/projects/payments/:id" element={<WithMachinePanel page={<ProjectPaymentsPage />} />} />
      </Routes>
      <div className="mt-8 border-t pt-3 text-sm text-muted-foreground">
        <button type="button" className="min-h-6 underline" onClick={reload}>
          {PANEL_TEXTS.reload}
        </button>
      </div>
    </>
  );
}

function WithMachinePanel({ page }: { page: ReactNode }) {
  const project = useProject(parseProjectId(useParams().id) ?? 0);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="min-w-0">{page}</div>
      {project.data && <MachinePanel status={project.data.status} />}
    </div>
  );
}

/** Where the machine lets a project in `status` go: the admin's changes, and the server's events with their ends. */
function MachinePanel({ status }: { status: ProjectStatus }) {
  const titleId = useId();
  const changes = adminChangesFrom(status);
  const events = systemEventsFrom(status);
  return (
    <aside aria-labelledby={titleId} className="flex h-fit flex-col gap-3 rounded-lg border p-4 text-sm">
      <h2 id={titleId} className="font-semibold text-foreground">
        {PANEL_TEXTS.title}
      </h2>
      <Listed label={PANEL_TEXTS.adminMay} items={changes.map((to) => PROJECT_STATUS_LABELS[to])} />
      <Listed label={PANEL_TEXTS.serverMoves} items={events.map((event) => eventWords(status, event))} />
    </aside>
  );
}

/** 'every short-term payment is made: Complete short term (with a long term), Complete (without)'. */
function eventWords(from: ProjectStatus, event: SystemStatusEvent): string {
  const [long, short] = [true, false].map((allowLongTerm) =>
    nextProjectStatus(from, { type: event }, { allowLongTerm }),
  );
  const ends =
    long === short
      ? PROJECT_STATUS_LABELS[long ?? from]
      : [
          long && `${PROJECT_STATUS_LABELS[long]} (with a long term)`,
          short && `${PROJECT_STATUS_LABELS[short]} (without)`,
        ]
          .filter(Boolean)
          .join(', ');
  return `${SYSTEM_EVENT_WORDS[event]}: ${ends}`;
}

function Listed({ label, items }: { label: string; items: string[] }) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1">
      <h3 id={labelId} className="text-muted-foreground">
        {label}
      </h3>
      {items.length === 0 ? (
        <p>{PANEL_TEXTS.nothing}</p>
      ) : (
        <ul aria-labelledby={labelId} className="list-disc pl-5">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
