import type { ESignatureType } from '@keystone/api';
import { Button } from '@keystone/ui';
import { CodeDialog } from './sms-code-dialog.tsx';
import { SignatureChoice } from './signature-tabs.tsx';

export interface SigningStepProps {
  labelledBy: string;
  /** The screen's own words: its Back and Sign buttons, and what the code dialog says it signs. */
  texts: { back: string; sign: string; codeDescription: string };
  tab: ESignatureType;
  signatures: Partial<Record<ESignatureType, string>>;
  canSign: boolean;
  codeDialogOpen: boolean;
  /** The code is being sent, or what it signs is being finished: the dialog waits. */
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
 * A document signed as a pledge's agreement is (the pledge's signature tabs and code dialog): drawn, typed or
 * uploaded, then Sign sends the SMS code, whose dialog finishes the signing. A resale assignment and a standing
 * authority are signed with it.
 */
export function SigningStep(props: SigningStepProps) {
  const { labelledBy, canSign, texts } = props;
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
          {texts.back}
        </Button>
        <Button type="button" size="lg" disabled={!canSign} onClick={props.onSign}>
          {texts.sign}
        </Button>
      </div>
      <CodeDialog
        open={props.codeDialogOpen}
        sending={props.sending}
        refusal={props.smsCodeError}
        description={texts.codeDescription}
        onSubmit={props.onSubmitCode}
        onResend={props.onResend}
        onClose={props.onCloseCode}
      />
    </div>
  );
}
