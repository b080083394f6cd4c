import { formatRecoveryCode, RECOVERY_CODES_FILE_NAME, recoveryCodesText } from '@keystone/flows/second-factor';
import { Button, Checkbox } from '@keystone/ui';
import { Copy, Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { SECURITY_TEXTS } from './security-texts.ts';

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  onDone: () => void;
}

/**
 * The ten recovery codes, shown this once: copy, download as .txt or print them, then tick that they are saved before
 * Done closes them for good.
 */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const text = recoveryCodesText(codes);
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      // Refused (no permission, an insecure page): the codes are on screen to copy by hand.
      () => setCopied(false),
    );
  };
  return (
    <div className="flex flex-col gap-4">
      <ol
        aria-label={SECURITY_TEXTS.codesList}
        className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-md border border-border bg-muted p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wider">
            {formatRecoveryCode(code)}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden="true" />
          {copied ? SECURITY_TEXTS.copied : SECURITY_TEXTS.copyCodes}
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download={RECOVERY_CODES_FILE_NAME}>
            <Download aria-hidden="true" />
            {SECURITY_TEXTS.downloadCodes}
          </a>
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {SECURITY_TEXTS.printCodes}
        </Button>
      </div>
      <Checkbox label={SECURITY_TEXTS.savedThem} checked={saved} onCheckedChange={setSaved} className="print:hidden" />
      <Button type="button" disabled={!saved} onClick={onDone} className="self-end print:hidden">
        {SECURITY_TEXTS.done}
      </Button>
    </div>
  );
}
