import type { InvestorDeclaration } from '@keystone/api';
import { declarationFormField } from '@keystone/flows/declarations';
import {
  selectCanGoBack,
  selectCompetenceReview,
  selectIncompleteStages,
  selectIsSaving,
  selectNextLabel,
  selectSaveError,
  selectStage,
  selectStageDefaults,
  selectStageRules,
  type KycForm,
  type KycWizardEvent,
  type KycWizardSnapshot,
} from '@keystone/flows/kyc';
import { Button, Message } from '@keystone/ui';
import { Form, FormErrorSummary, rulesResolver } from '@keystone/ui/form';
import { useEffect, useState } from 'react';
import { useForm, useFormState } from 'react-hook-form';
import { showOnForm } from '../../../api/index.ts';
import { BankDetailsStage } from './stages/bank-details-stage.tsx';
import { CompetenceReviewStep } from './stages/competence-review-step.tsx';
import { CompetenceStage } from './stages/competence-stage.tsx';
import { InvestorTypeStage } from './stages/investor-type-stage.tsx';
import { PersonalDetailsStage } from './stages/personal-details-stage.tsx';
import { ProofOfIdentityStage } from './stages/proof-of-identity-stage.tsx';
import { ReviewStage } from './stages/review-stage.tsx';

export const WIZARD_TEXTS = {
  back: 'Back',
  submit: 'Submit',
  incomplete: 'Some details are missing. Use Edit to complete:',
  submitted: 'Your details were submitted.',
  errorSummary: 'Please correct the following:',
} as const;

/** The stages with many fields, where a refused Next also lists every field in error above the form. */
const LONG_STAGES: ReadonlySet<string> = new Set(['personalDetails', 'proofOfIdentity', 'bankDetails']);

interface KycStageFormProps {
  snapshot: KycWizardSnapshot;
  send: (event: KycWizardEvent) => void;
  labelledBy: string;
  /** The latest declaration signed, as the wizard opened (the investor-type stage says until when it holds). */
  declaration?: InvestorDeclaration | null | undefined;
}

/**
 * The stage on screen as a react-hook-form form: it starts from what the server holds, checks the stage's rules
 * from flows (`validateKycStage`) and sends its values with NEXT or BACK. Mount one per stage (`key`), so each
 * stage starts from the saved profile; the server's refusal lands on its fields and as its root error.
 */
export function KycStageForm({ snapshot, send, labelledBy, declaration }: KycStageFormProps) {
  const review = selectCompetenceReview(snapshot);
  if (review) {
    return (
      <CompetenceReviewStep
        review={review}
        backLabel={WIZARD_TEXTS.back}
        canGoBack={selectCanGoBack(snapshot)}
        onBack={() => send({ type: 'BACK', values: {} })}
        onContact={() => send({ type: 'CONTACT' })}
      />
    );
  }
  return <StageForm snapshot={snapshot} send={send} labelledBy={labelledBy} declaration={declaration} />;
}

function StageForm({ snapshot, send, labelledBy, declaration }: KycStageFormProps) {
  const stage = selectStage(snapshot);
  const [resolver] = useState(() => rulesResolver(selectStageRules(snapshot)));
  const form = useForm<KycForm>({ defaultValues: selectStageDefaults(snapshot), resolver });
  const { errors, isSubmitted } = useFormState({ control: form.control });
  const saving = selectIsSaving(snapshot);
  const onReview = stage.id === 'reviewAnswers';
  const { context } = snapshot;
  const stageProps = { control: form.control, company: context.user.personType === 'PROFESSIONAL' };
  const signed = { signedInvestorType: context.signedInvestorType, declaration: declaration ?? null };

  // What the server said is the machine's: it lands on the form as any form's refusal does, the declaration's
  // figures (`figures.netAssetsPence`) under their fields.
  const saveError = selectSaveError(snapshot);
  useEffect(() => {
    if (saveError !== undefined) showOnForm(form, { fieldName: declarationFormField })(saveError);
  }, [form, saveError]);

  const missing = onReview && isSubmitted && Object.keys(errors).length > 0 ? selectIncompleteStages(snapshot) : [];

  return (
    <Form
      form={form}
      onSubmit={(values) => send(onReview ? { type: 'FINISH' } : { type: 'NEXT', values })}
      aria-labelledby={labelledBy}
      aria-busy={saving || undefined}
      className="flex flex-col gap-8"
    >
      {missing.length > 0 && (
        <Message variant="error" dismissible={false} title={WIZARD_TEXTS.incomplete}>
          {missing.join(', ')}
        </Message>
      )}
      {LONG_STAGES.has(stage.id) && <FormErrorSummary title={WIZARD_TEXTS.errorSummary} />}
      <fieldset disabled={saving} className="contents">
        {stage.id === 'personalDetails' && <PersonalDetailsStage {...stageProps} />}
        {stage.id === 'proofOfIdentity' && <ProofOfIdentityStage {...stageProps} />}
        {stage.id === 'bankDetails' && <BankDetailsStage {...stageProps} />}
        {stage.id === 'investorType' && <InvestorTypeStage {...stageProps} {...signed} />}
        {stage.id === 'competenceReview' && <CompetenceStage />}
        {onReview && (
          <ReviewStage
            form={selectStageDefaults(snapshot)}
            competenceReviewPassed={context.competenceReviewPassed}
            onEdit={(index) => send({ type: 'GO_TO_STAGE', index })}
          />
        )}
      </fieldset>
      <div className="flex items-center justify-between gap-4 border-t border-border pt-6">
        <Button
          type="button"
          variant="outline"
          disabled={!selectCanGoBack(snapshot)}
          onClick={() => send({ type: 'BACK', values: form.getValues() })}
        >
          {WIZARD_TEXTS.back}
        </Button>
        <Button type="submit" size="lg" loading={saving}>
          {onReview ? WIZARD_TEXTS.submit : selectNextLabel(snapshot)}
        </Button>
      </div>
    </Form>
  );
}
