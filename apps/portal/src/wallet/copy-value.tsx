import { formatSortCode, sortCodeDigits } from '@keystone/flows/format';
import { WALLET_LABELS } from '@keystone/flows/rules';
import { Button } from '@keystone/ui';
import { useState } from 'react';

interface CopyValueProps {
  label: string;
  /** As shown. */
  value: string;
  /** What the button copies when it differs from what is shown: a sort code's digits. */
  copyText?: string;
}

/** One line of bank details: its name, its value, and a button that copies the value. */
export function CopyValue({ label, value, copyText = value }: CopyValueProps) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard.writeText(copyText).then(
      () => setCopied(true),
      // Refused (no permission, an insecure page): the value is on screen to copy by hand.
      () => setCopied(false),
    );
  };
  return (
    <div className="flex items-center justify-between gap-3 border-b border-border py-2 last:border-b-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="flex items-center gap-2 font-medium">
        <span>{value}</span>
        <Button type="button" variant="ghost" size="sm" onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
          <span className="sr-only"> {label.toLowerCase()}</span>
        </Button>
      </dd>
    </div>
  );
}

/** The sort code as banks print it (04-00-04); its button copies the digits. */
export function SortCodeValue({ sortCode }: { sortCode: string }) {
  return (
    <CopyValue label={WALLET_LABELS.sortCode} value={formatSortCode(sortCode)} copyText={sortCodeDigits(sortCode)} />
  );
}
