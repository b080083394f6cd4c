import type { ESignatureType } from '@keystone/api';
import {
  pledgeRefusalText,
  selectCanSign,
  selectError,
  selectIsCodeDialogOpen,
  selectSignatureTab,
  selectSignWaitReason,
  SIGNATURE_TAB_LABELS,
} from '@keystone/flows/pledge';
import { Button, Message, Tabs, TabsContent, TabsList, TabsTrigger } from '@keystone/ui';
import { useState } from 'react';
import { refusal } from '../../../../api/index.ts';
import { PLEDGE_TEXTS } from '../steps/pledge-texts.ts';
import { StepButtons } from '../steps/step-form.tsx';
import type { StepProps } from '../steps/step-props.ts';
import { useWideScreen } from '../../../../layout/use-wide-screen.ts';
import { AgreementToSign } from './agreement-to-sign.tsx';
import { DrawTab, TypeTab, UploadTab } from './signature-tabs.tsx';
import { SmsCodeDialog } from './sms-code-dialog.tsx';

const TABS: readonly ESignatureType[] = ['DRAW', 'TYPE', 'UPLOAD'];

/**
 * eSignature (seed 001 §4): the agreement `POST /pledges` answered, then a signature drawn, typed or uploaded; each
 * tab keeps its own image (in the machine) and Sign is enabled only once the agreement was shown in full and the
 * current tab has one, the reason said beside it until then. Sign sends the SMS code and opens the code dialog. An
 * agreement refused shows the server's words in its place (an unexpected failure: the generic modal, and only a
 * line saying so here), with a retry.
 */
export function SignatureStep(step: StepProps) {
  const { snapshot, send, labelledBy } = step;
  const wide = useWideScreen();
  const [typedName, setTypedName] = useState('');
  const waitReason = selectSignWaitReason(snapshot, wide ? 'confirming' : 'scrolling');
  const waitId = `${labelledBy}-sign-wait`;
  const failed = snapshot.matches({ eSignature: 'agreementFailed' });
  const tab = selectSignatureTab(snapshot);
  const { signatures } = snapshot.context;
  const tabProps = (type: ESignatureType) => ({
    image: signatures[type],
    setImage: (image: string) => send({ type: 'SET_SIGNATURE', image }),
    clear: () => send({ type: 'CLEAR_SIGNATURE' }),
  });

  return (
    <div className="flex flex-col gap-6">
      {failed ? (
        <Message variant="error" dismissible={false}>
          <span className="flex flex-wrap items-center gap-3">
            {refusal(selectError(snapshot), pledgeRefusalText) ?? PLEDGE_TEXTS.agreementFailed}
            <Button type="button" size="sm" variant="outline" onClick={() => send({ type: 'RETRY' })}>
              {PLEDGE_TEXTS.retry}
            </Button>
          </span>
        </Message>
      ) : (
        <AgreementToSign snapshot={snapshot} send={send} wide={wide} />
      )}

      <section aria-labelledby={`${labelledBy}-signature`} className="flex flex-col gap-3">
        <h4 id={`${labelledBy}-signature`} className="font-medium text-foreground">
          {PLEDGE_TEXTS.signatureLegend}
        </h4>
        <Tabs
          value={tab}
          onValueChange={(value) => send({ type: 'SELECT_SIGNATURE_TAB', tab: value as ESignatureType })}
        >
          <TabsList>
            {TABS.map((type) => (
              <TabsTrigger key={type} value={type}>
                {SIGNATURE_TAB_LABELS[type]}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="DRAW">
            <DrawTab {...tabProps('DRAW')} />
          </TabsContent>
          <TabsContent value="TYPE">
            <TypeTab {...tabProps('TYPE')} name={typedName} setName={setTypedName} />
          </TabsContent>
          <TabsContent value="UPLOAD">
            <UploadTab {...tabProps('UPLOAD')} />
          </TabsContent>
        </Tabs>
      </section>

      {waitReason !== undefined && (
        <p id={waitId} className="text-sm text-muted-foreground">
          {waitReason}
        </p>
      )}
      <StepButtons snapshot={snapshot} send={send}>
        <Button
          type="button"
          size="lg"
          disabled={!selectCanSign(snapshot)}
          aria-describedby={waitReason === undefined ? undefined : waitId}
          onClick={() => send({ type: 'SIGN' })}
        >
          {PLEDGE_TEXTS.sign}
        </Button>
      </StepButtons>
      <SmsCodeDialog snapshot={snapshot} send={send} open={selectIsCodeDialogOpen(snapshot)} />
    </div>
  );
}
