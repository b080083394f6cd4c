import type { Faq } from '@keystone/api';
import { FAQ_CATEGORY_LABELS } from '@keystone/flows/rules';
import { Button, Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@keystone/ui';
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
    <Table aria-busy={refreshing || undefined} className={refreshing ? 'opacity-60' : undefined}>
      <TableCaption className="sr-only">FAQ records</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Category</TableHead>
          <TableHead>Question</TableHead>
          <TableHead>Answer</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {faqs.map((faq) => (
          <TableRow key={faq.id}>
            <TableCell className="whitespace-nowrap">{FAQ_CATEGORY_LABELS[faq.category]}</TableCell>
            <TableCell className="min-w-48 font-medium">{faq.question}</TableCell>
            <TableCell className="max-w-md min-w-48">
              <span className="line-clamp-2">{faq.answer}</span>
            </TableCell>
            <TableCell>
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
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
