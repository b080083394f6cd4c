import type { IsaTransferDirection } from '@keystone/api';
import {
  ISA_TRANSFER_YEARS,
  isaTransferFormErrors,
  isaTransferFormRequest,
  type IsaTransferFormValues,
} from '@keystone/flows/isa-transfers';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  MoneyInput,
  Select,
  TextField,
} from '@keystone/ui';
import { ChoiceField, Form, FormField, rulesResolver, selectProps } from '@keystone/ui/form';
import { useForm, useWatch } from 'react-hook-form';
import { showOnForm } from '../../api/index.ts';
import { useRequestIsaTransfer } from '../../api/isa-transfers.ts';
import { ISA_TRANSFERS_TEXTS } from './isa-transfers-texts.ts';

const resolver = rulesResolver<IsaTransferFormValues>(isaTransferFormErrors);

interface RequestTransferDialogProps {
  direction: IsaTransferDirection;
  onOpenChange: (open: boolean) => void;
  onRequested: () => void;
}

/**
 * 'Transfer an ISA to us' or 'Transfer out': the other manager, the investor's reference with them, which money and
 * how much, checked by flows' rules as the server checks them (a part only of earlier years' money, HMRC).
 */
export function RequestTransferDialog({ direction, onOpenChange, onRequested }: RequestTransferDialogProps) {
  const form = useForm<IsaTransferFormValues>({
    resolver,
    defaultValues: { direction, otherManager: '', otherReference: '', years: 'ALL', how: 'WHOLE', amount: '' },
  });
  const ask = useRequestIsaTransfer({ onSuccess: onRequested, onError: showOnForm(form, { fieldName: amountField }) });
  const how = useWatch({ control: form.control, name: 'how' });
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{ISA_TRANSFERS_TEXTS.requestTitle[direction]}</DialogTitle>
          <DialogDescription>{ISA_TRANSFERS_TEXTS.requestDescription[direction]}</DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          onSubmit={(values) => ask.mutate({ body: isaTransferFormRequest(values) })}
          aria-label={ISA_TRANSFERS_TEXTS.requestTitle[direction]}
          className="flex flex-col gap-4"
        >
          <FormField
            control={form.control}
            name="otherManager"
            render={(field) => <TextField label={ISA_TRANSFERS_TEXTS.otherManager} required {...field} />}
          />
          <FormField
            control={form.control}
            name="otherReference"
            render={(field) => <TextField label={ISA_TRANSFERS_TEXTS.otherReference} required {...field} />}
          />
          <FormField
            control={form.control}
            name="years"
            render={(field) => (
              <Select
                label={ISA_TRANSFERS_TEXTS.whichMoney}
                required
                options={ISA_TRANSFER_YEARS.map((years) => ({ value: years, label: ISA_TRANSFERS_TEXTS.years[years] }))}
                {...selectProps(field)}
              />
            )}
          />
          <FormField
            control={form.control}
            name="how"
            render={(field) => (
              <ChoiceField
                legend={ISA_TRANSFERS_TEXTS.howMuch}
                choices={[
                  { value: 'WHOLE', label: ISA_TRANSFERS_TEXTS.how.WHOLE },
                  { value: 'PART', label: ISA_TRANSFERS_TEXTS.how.PART, description: ISA_TRANSFERS_TEXTS.wholeHint },
                ]}
                field={field}
              />
            )}
          />
          {how === 'PART' && (
            <FormField
              control={form.control}
              name="amount"
              render={(field) => <MoneyInput label={ISA_TRANSFERS_TEXTS.amount} required {...field} />}
            />
          )}
          <Button type="submit" loading={ask.isPending}>
            {ISA_TRANSFERS_TEXTS.send}
          </Button>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** The server names the amount `amountPence`; the form's field is `amount`. */
const amountField = (field: string) => (field === 'amountPence' ? 'amount' : undefined);
