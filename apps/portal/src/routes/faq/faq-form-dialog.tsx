import type { Faq, FaqCategory } from '@keystone/api';
import {
  FAQ_ANSWER_MAX_LENGTH,
  FAQ_QUESTION_MAX_LENGTH,
  validateFaqAnswer,
  validateFaqCategory,
  validateFaqQuestion,
} from '@keystone/flows/rules';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Select,
  TextField,
} from '@keystone/ui';
import { Form, FormField, rulesResolver, selectProps } from '@keystone/ui/form';
import { useForm } from 'react-hook-form';
import { useSaveFaq } from '../../api/faq.ts';
import { showOnForm } from '../../api/index.ts';
import { MessageField } from '../../contact/message-field.tsx';
import { FAQ_ADMIN_TEXTS, FAQ_CATEGORY_OPTIONS } from './faq-texts.ts';

interface FaqFormValues {
  category: FaqCategory | '';
  question: string;
  answer: string;
}

interface FaqFormDialogProps {
  /** The record to edit, or null to add one. */
  faq: Faq | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (faq: Faq, added: boolean) => void;
}

/** The admin's add and edit of a FAQ record, with the rules the server applies (packages/flows rules/faq.ts). */
export function FaqFormDialog({ faq, open, onOpenChange, onSaved }: FaqFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{faq ? FAQ_ADMIN_TEXTS.editTitle : FAQ_ADMIN_TEXTS.addTitle}</DialogTitle>
          <DialogDescription>{FAQ_ADMIN_TEXTS.description}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: closing forgets what was typed. */}
        {open && <FaqForm faq={faq} onSaved={onSaved} />}
      </DialogContent>
    </Dialog>
  );
}

const resolver = rulesResolver<FaqFormValues>({
  category: validateFaqCategory,
  question: validateFaqQuestion,
  answer: validateFaqAnswer,
});

function FaqForm({ faq, onSaved }: Pick<FaqFormDialogProps, 'faq' | 'onSaved'>) {
  const form = useForm<FaqFormValues>({
    resolver,
    defaultValues: { category: faq?.category ?? '', question: faq?.question ?? '', answer: faq?.answer ?? '' },
  });
  const save = useSaveFaq({ onError: showOnForm(form), onSuccess: (saved) => onSaved(saved, faq === null) });
  const onSubmit = ({ category, question, answer }: FaqFormValues) => {
    // The resolver has refused an empty category already.
    if (category === '') return;
    save.mutate({
      body: { ...(faq ? { id: faq.id } : {}), category, question: question.trim(), answer: answer.trim() },
    });
  };
  const { control } = form;

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={FAQ_ADMIN_TEXTS.addTitle} className="flex flex-col gap-4">
      <FormField
        control={control}
        name="category"
        render={(field) => (
          <Select
            label="Category"
            required
            placeholder="Choose a category"
            options={FAQ_CATEGORY_OPTIONS}
            {...selectProps(field)}
          />
        )}
      />
      <FormField
        control={control}
        name="question"
        render={(field) => (
          <TextField label="Question" required autoComplete="off" maxLength={FAQ_QUESTION_MAX_LENGTH} {...field} />
        )}
      />
      <FormField
        control={control}
        name="answer"
        render={(field) => (
          <MessageField
            label="Answer"
            required
            count={field.value.length}
            limit={FAQ_ANSWER_MAX_LENGTH}
            maxLength={FAQ_ANSWER_MAX_LENGTH}
            {...field}
          />
        )}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {FAQ_ADMIN_TEXTS.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" loading={save.isPending}>
          {FAQ_ADMIN_TEXTS.save}
        </Button>
      </DialogFooter>
    </Form>
  );
}
