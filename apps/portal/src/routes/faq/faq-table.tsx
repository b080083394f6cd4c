import type { Faq } from '@keystone/api';
import { FAQ_CATEGORY_LABELS } from '@keystone/flows/rules';
import { Button, DataTable } from '@keystone/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { FAQ_ADMIN_TEXTS } from './faq-texts.ts';

interface FaqTableProps {
  faqs: readonly Faq[];
  onEdit: (faq: Faq) => void;
  onDelete: (faq: Faq) => void;
  /** Another page or search is on its way; the rows shown are the previous ones. */
  refreshing: boolean;
}

export function FaqTable({ faqs, onEdit, onDelete, refreshing }: FaqTableProps) {
  return (
    <DataTable
      caption="FAQ records"
      refreshing={refreshing}
      rows={faqs}
      rowKey={(faq) => faq.id}
      columns={[
        { header: 'Category', className: 'whitespace-nowrap', cell: (faq) => FAQ_CATEGORY_LABELS[faq.category] },
        { header: 'Question', role: 'primary', className: 'min-w-48 font-medium', cell: (faq) => faq.question },
        {
          header: 'Answer',
          className: 'max-w-md min-w-48',
          cell: (faq) => <span className="line-clamp-2">{faq.answer}</span>,
        },
        {
          header: 'Actions',
          role: 'actions',
          cell: (faq) => (
            <div className="flex gap-1">
              <Button
                variant="ghost"
                size="icon"
                aria-label={FAQ_ADMIN_TEXTS.edit(faq.question)}
                onClick={() => onEdit(faq)}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={FAQ_ADMIN_TEXTS.delete(faq.question)}
                onClick={() => onDelete(faq)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ),
        },
      ]}
    />
  );
}
