import type { TaxStatementFormat, TaxStatementRun } from '@keystone/api';
import { useQueryClient } from '@tanstack/react-query';
import type { MutationCallbacks } from './mutation-callbacks.ts';
import { useApi } from './use-api.ts';

/**
 * Tax statements (issue 35 §1): the investor's years with their totals and each year's statement as a PDF or a CSV;
 * for the admin, any investor's statement and the runs of every investor's statements of a year, polled while one
 * is being made.
 */
export const taxStatementKeys = {
  /** `GET /tax-statement-runs`. */
  runs: ['get', '/tax-statement-runs'] as const,
};

/** How often the runs' list is read again while a run is PENDING. */
export const TAX_STATEMENT_RUN_POLL_MS = 3_000;

/** `GET /tax-statements`: the investor's years, newest first. */
export function useTaxStatements() {
  return useApi().useQuery('get', '/tax-statements');
}

/** Saves a downloaded file under its name, as a link with `download` would. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the bytes once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const extension = (format: TaxStatementFormat) => (format === 'csv' ? 'csv' : 'pdf');

/** `GET /tax-statements/{taxYear}?format=`: the investor's statement, fetched with the session and saved. */
export function useDownloadTaxStatement({ onError }: MutationCallbacks = {}) {
  const mutation = useApi().useMutation('get', '/tax-statements/{taxYear}', { onError });
  return {
    ...mutation,
    download: (taxYear: number, format: TaxStatementFormat, fileName: string) =>
      mutation.mutate(
        { params: { path: { taxYear }, query: { format } }, parseAs: 'blob' },
        { onSuccess: (blob) => saveFile(blob as unknown as Blob, `${fileName}.${extension(format)}`) },
      ),
  };
}

/** `GET /users/{id}/tax-statements/{taxYear}?format=` (admin): any investor's statement, saved. */
export function useDownloadUserTaxStatement({ onError }: MutationCallbacks = {}) {
  const mutation = useApi().useMutation('get', '/users/{id}/tax-statements/{taxYear}', { onError });
  return {
    ...mutation,
    download: (id: number, taxYear: number, format: TaxStatementFormat, fileName: string) =>
      mutation.mutate(
        { params: { path: { id, taxYear }, query: { format } }, parseAs: 'blob' },
        { onSuccess: (blob) => saveFile(blob as unknown as Blob, `${fileName}.${extension(format)}`) },
      ),
  };
}

const hasPendingRun = (runs: readonly TaxStatementRun[] | undefined) =>
  runs?.some((run) => run.status === 'PENDING') ?? false;

/** `GET /tax-statement-runs` (admin), read again every few seconds while a run is being made. */
export function useTaxStatementRuns() {
  return useApi().useQuery(
    'get',
    '/tax-statement-runs',
    {},
    {
      refetchInterval: (query) => (hasPendingRun(query.state.data?.items) ? TAX_STATEMENT_RUN_POLL_MS : false),
    },
  );
}

/** `POST /tax-statement-runs` (admin): the list is read again, so the new run shows and is polled. */
export function useStartTaxStatementRun({ onSuccess, onError }: MutationCallbacks<TaxStatementRun> = {}) {
  const queryClient = useQueryClient();
  return useApi().useMutation('post', '/tax-statement-runs', {
    onError,
    onSuccess: (run) => {
      void queryClient.invalidateQueries({ queryKey: taxStatementKeys.runs });
      onSuccess?.(run);
    },
  });
}

/** `GET /tax-statement-runs/{id}/file` (admin): a finished run's zip, saved. */
export function useDownloadTaxStatementRun({ onError }: MutationCallbacks = {}) {
  const mutation = useApi().useMutation('get', '/tax-statement-runs/{id}/file', { onError });
  return {
    ...mutation,
    download: (run: TaxStatementRun) =>
      mutation.mutate(
        { params: { path: { id: run.id } }, parseAs: 'blob' },
        {
          onSuccess: (blob) => saveFile(blob as unknown as Blob, `tax-statements-${run.taxYear}-run-${run.id}.zip`),
        },
      ),
  };
}
