import type { Faq } from '@keystone/api';
import { Button, EmptyState, LoadingSkeleton, Pager, SkeletonTable } from '@keystone/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useFaqs } from '../../api/faq.ts';
import { ActionOutcomeMessage, useActionOutcome } from '../../lists/action-outcome.tsx';
import { ListSearchField } from '../../lists/list-search-field.tsx';
import { LoadFailure } from '../../lists/load-failure.tsx';
import { useListAddress } from '../../lists/use-list-address.ts';
import { DeleteFaqDialog } from './delete-faq-dialog.tsx';
import { FaqFormDialog } from './faq-form-dialog.tsx';
import { faqPageCount, listFaqApiQuery, readFaqListQuery, writeFaqListQuery } from './faq-list-query.ts';
import { FaqTable } from './faq-table.tsx';
import { FAQ_ADMIN_TEXTS } from './faq-texts.ts';

/** Which dialog is open, and for which record (null: a new one). */
type OpenDialog = { kind: 'form'; faq: Faq | null } | { kind: 'delete'; faq: Faq } | null;

/**
 * `/platform/faq` (admin, seed 000 §1 and §7): the FAQ records 20 a page with search in the address; add, edit and
 * delete (asked once more). What is saved shows on the Help page.
 */
export function FaqAdminPage() {
  const { query, show } = useListAddress(readFaqListQuery, writeFaqListQuery);
  const list = useFaqs(listFaqApiQuery(query));
  const { outcome, report, clear } = useActionOutcome();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  return (
    <section aria-labelledby="faq-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="faq-title" className="text-2xl font-semibold text-foreground">
          {FAQ_ADMIN_TEXTS.title}
        </h1>
        <Button
          onClick={() => {
            clear();
            setDialog({ kind: 'form', faq: null });
          }}
        >
          <Plus aria-hidden="true" />
          {FAQ_ADMIN_TEXTS.add}
        </Button>
      </div>
      <ListSearchField
        search={query.search}
        onSearch={(search) => show({ search }, { replace: true })}
        placeholder={FAQ_ADMIN_TEXTS.searchPlaceholder}
        className="max-w-md"
      />
      <ActionOutcomeMessage outcome={outcome} onDismiss={clear} />
      {list.isPending ? (
        <LoadingSkeleton>
          <SkeletonTable rows={10} />
        </LoadingSkeleton>
      ) : list.isError ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.faqs.length === 0 ? (
        <EmptyState />
      ) : (
        <FaqTable
          faqs={list.data.faqs}
          refreshing={list.isPlaceholderData}
          onEdit={(faq) => {
            clear();
            setDialog({ kind: 'form', faq });
          }}
          onDelete={(faq) => {
            clear();
            setDialog({ kind: 'delete', faq });
          }}
        />
      )}
      {list.data && list.data.count > 0 && (
        <Pager
          aria-label={FAQ_ADMIN_TEXTS.pages}
          page={query.page}
          pageCount={faqPageCount(list.data.count)}
          onPageChange={(page) => show({ page })}
        />
      )}
      <FaqFormDialog
        open={dialog?.kind === 'form'}
        faq={dialog?.kind === 'form' ? dialog.faq : null}
        onOpenChange={(open) => !open && close()}
        onSaved={(_faq, added) => {
          close();
          report({ variant: 'success', text: added ? FAQ_ADMIN_TEXTS.added : FAQ_ADMIN_TEXTS.saved });
        }}
      />
      <DeleteFaqDialog
        open={dialog?.kind === 'delete'}
        faq={dialog?.kind === 'delete' ? dialog.faq : null}
        onOpenChange={(open) => !open && close()}
        onDeleted={() => {
          close();
          report({ variant: 'success', text: FAQ_ADMIN_TEXTS.deleted });
        }}
      />
    </section>
  );
}
