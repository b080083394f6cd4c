import type { ESignatureType } from '@keystone/api';
import { Button } from '@keystone/ui';
import { CodeDialog } from '../../projects/pledge/signature/sms-code-dialog.tsx';
import { SignatureChoice } from '../../projects/pledge/signature/signature-tabs.tsx';
import { RESALE_LISTING_TEXTS } from './resale-listing-texts.ts';

export interface PurchaseSigningProps {
  labelledBy: string;
  tab: ESignatureType;
  signatures: Partial<Record<ESignatureType, string>>;
  canSign: boolean;
  codeDialogOpen: boolean;
  /** The code is being sent, or the purchase settled: the dialog waits. */
  sending: boolean;
  smsCodeError: string | undefined;
  onTab: (tab: ESignatureType) => void;
  onImage: (image: string) => void;
  onClear: () => void;
  onSign: () => void;
  onBack: () => void;
  onSubmitCode: (code: string) => void;
  onResend: () => void;
  onCloseCode: () => void;
}

/**
 * The assignment signed as a pledge's agreement is (the pledge's signature tabs and code dialog): drawn, typed or
 * uploaded, then Sign sends the SMS code, whose dialog finishes the purchase.
 */
export function PurchaseSigning(props: PurchaseSigningProps) {
  const { labelledBy, canSign } = props;
  return (
    <div className="flex flex-col gap-6">
      <SignatureChoice
        headingId={`${labelledBy}-signature`}
        headingLevel={3}
        tab={props.tab}
        signatures={props.signatures}
        onTab={props.onTab}
        onImage={props.onImage}
        onClear={props.onClear}
      />
      <div className="flex items-center justify-between gap-4 border-t border-border pt-4">
        <Button type="button" variant="outline" disabled={props.sending} onClick={props.onBack}>
          {RESALE_LISTING_TEXTS.back}
        </Button>
        <Button type="button" size="lg" disabled={!canSign} onClick={props.onSign}>
          {RESALE_LISTING_TEXTS.sign}
        </Button>
      </div>
      <CodeDialog
        open={props.codeDialogOpen}
        sending={props.sending}
        refusal={props.smsCodeError}
        description={RESALE_LISTING_TEXTS.codeDescription}
        onSubmit={props.onSubmitCode}
        onResend={props.onResend}
        onClose={props.onCloseCode}
      />
    </div>
  );
}
