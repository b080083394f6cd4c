import { Button } from '@keystone/ui';
import { useState } from 'react';

interface CopyValueProps {
  label: string;
  value: string;
}

/** One line of bank details: its name, its value, and a button that copies the value. */
export function CopyValue({ label, value }: CopyValueProps) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard.writeText(value).then(
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
