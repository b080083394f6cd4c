import { autoInvestRulesMachine, projectAllocationMachine } from '@keystone/flows/auto-invest';
import { competenceReviewMachine } from '@keystone/flows/competence';
import { consumerJourneyMachine } from '@keystone/flows/consumer-journey';
import { isaTransferMachine } from '@keystone/flows/isa-transfers';
import { kycWizardMachine } from '@keystone/flows/kyc';
import { pledgeMachine } from '@keystone/flows/pledge';
import { projectStatusMachine, repaymentStateMachine } from '@keystone/flows/projects';
import { resaleListingMachine, resalePurchaseMachine } from '@keystone/flows/resale';
import { secondFactorSetUpMachine } from '@keystone/flows/second-factor';
import { signInMachine, stepUpMachine } from '@keystone/flows/second-factor';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as AutoInvest from '../routes/auto-invest/auto-invest-page.stories.tsx';
import * as DecideIsaTransfer from '../routes/isa-admin/decide-transfer-dialog.stories.tsx';
import * as CancelIsaTransfer from '../routes/isa-transfers/cancel-transfer-dialog.stories.tsx';
import * as BankDetails from '../routes/kyc/wizard/stories/bank-details.stories.tsx';
import * as CompetenceReview from '../routes/kyc/wizard/stories/competence-review.stories.tsx';
import * as InvestorType from '../routes/kyc/wizard/stories/investor-type.stories.tsx';
import * as PersonalDetails from '../routes/kyc/wizard/stories/personal-details.stories.tsx';
import * as ProofOfIdentity from '../routes/kyc/wizard/stories/proof-of-identity.stories.tsx';
import * as ReviewInfo from '../routes/kyc/wizard/stories/review-info.stories.tsx';
import * as AcceptSteps from '../routes/projects/pledge/stories/accept-steps.stories.tsx';
import * as Amount from '../routes/projects/pledge/stories/amount.stories.tsx';
import * as ChoiceSteps from '../routes/projects/pledge/stories/choice-steps.stories.tsx';
import * as ConsumerJourney from '../routes/projects/pledge/stories/consumer-journey.stories.tsx';
import * as Payment from '../routes/projects/pledge/stories/payment.stories.tsx';
import * as Signature from '../routes/projects/pledge/stories/signature.stories.tsx';
import * as SmsCode from '../routes/projects/pledge/stories/sms-code.stories.tsx';
import * as StatusStates from '../routes/projects/status/project-status-states.stories.tsx';
import * as RepaymentPanel from '../routes/projects/repayment/repayment-panel.stories.tsx';
import * as ProjectAutoInvest from '../routes/projects/auto-invest/project-auto-invest-card.stories.tsx';
import * as SetUpSecondFactor from '../routes/security/set-up-dialog.stories.tsx';
import * as Login from '../routes/login/login-page.stories.tsx';
import * as ResalePurchase from '../routes/resale/listing/resale-purchase-flow.stories.tsx';
import * as MyListings from '../routes/resale/mine/my-listings-page.stories.tsx';
import * as StepUp from '../step-up/step-up-dialog.stories.tsx';
import { STATE_STORIES } from '../routes/projects/status/status-stories.ts';
import { Statechart } from './statechart.tsx';
import { statechartStory } from './statechart-story.tsx';
import { storyOf } from './story-link.ts';

// Each machine's statechart, drawn from its definition, with the story that shows each of its states. One file, so
// the drawings are made one after another: Mermaid lays a drawing out by measuring every label in the page, and
// several at once in the story tests' parallel pages took ten times as long. Each has its docs page (*.mdx here).
const meta = { title: 'Flows/Statecharts', component: Statechart } satisfies Meta;
export default meta;
type Story = StoryObj;

export const PledgeMachine: Story = statechartStory(pledgeMachine, {
  source: storyOf(ChoiceSteps, 'Source'),
  strategy: storyOf(ChoiceSteps, 'Strategy'),
  term: storyOf(ChoiceSteps, 'TermLong'),
  amount: storyOf(Amount, 'Amount'),
  statement: storyOf(AcceptSteps, 'Statement'),
  conditions: storyOf(AcceptSteps, 'Conditions'),
  eSignature: storyOf(Signature, 'Signing'),
  'eSignature.requestingAgreement': storyOf(Signature, 'RequestingAgreement'),
  'eSignature.agreementFailed': storyOf(Signature, 'AgreementFailed'),
  'eSignature.signing': storyOf(Signature, 'Signing'),
  'eSignature.sendingCode': storyOf(SmsCode, 'SendingCode'),
  'eSignature.enteringCode': storyOf(SmsCode, 'EnteringCode'),
  payment: storyOf(Payment, 'Processing'),
  'payment.finishing': storyOf(Payment, 'Processing'),
  'payment.failed': storyOf(Payment, 'Failed'),
  'payment.awaitingTransfer': storyOf(Payment, 'AwaitingTransfer'),
  success: storyOf(Payment, 'Success'),
  left: storyOf(ChoiceSteps, 'Left'),
});

export const KycWizardMachine: Story = statechartStory(kycWizardMachine, {
  personalDetails: storyOf(PersonalDetails, 'Empty'),
  proofOfIdentity: storyOf(ProofOfIdentity, 'Individual'),
  bankDetails: storyOf(BankDetails, 'Individual'),
  investorType: storyOf(InvestorType, 'Empty'),
  competenceReview: storyOf(CompetenceReview, 'Answering'),
  'competenceReview.reviewing': storyOf(CompetenceReview, 'Answering'),
  'competenceReview.passed': storyOf(CompetenceReview, 'Passed'),
  reviewAnswers: storyOf(ReviewInfo, 'Individual'),
  saving: storyOf(PersonalDetails, 'Saving'),
  restarting: storyOf(ReviewInfo, 'Restarting'),
  startingProcedure: storyOf(ReviewInfo, 'StartingProcedure'),
  finished: storyOf(ReviewInfo, 'Finished'),
});

export const CompetenceReviewMachine: Story = statechartStory(competenceReviewMachine, {
  loading: storyOf(CompetenceReview, 'Loading'),
  loadFailed: storyOf(CompetenceReview, 'LoadFailed'),
  answering: storyOf(CompetenceReview, 'Answering'),
  checking: storyOf(CompetenceReview, 'Checking'),
  failed: storyOf(CompetenceReview, 'FailedThenWaitThenNewQuestions'),
  waiting: storyOf(CompetenceReview, 'Waiting'),
  passed: storyOf(CompetenceReview, 'Passed'),
  locked: storyOf(CompetenceReview, 'Locked'),
});

export const ConsumerJourneyMachine: Story = statechartStory(consumerJourneyMachine, {
  firstOffer: storyOf(ConsumerJourney, 'Loading'),
  'firstOffer.loading': storyOf(ConsumerJourney, 'Loading'),
  'firstOffer.failed': storyOf(ConsumerJourney, 'LoadFailed'),
  personalisedWarning: storyOf(ConsumerJourney, 'PersonalisedWarning'),
  'personalisedWarning.showing': storyOf(ConsumerJourney, 'PersonalisedWarning'),
  'personalisedWarning.asking': storyOf(ConsumerJourney, 'PersonalisedWarning'),
  'personalisedWarning.continuing': storyOf(ConsumerJourney, 'Continuing'),
  'personalisedWarning.leaving': storyOf(ConsumerJourney, 'LeaveTheWarning'),
  coolingOff: storyOf(ConsumerJourney, 'CoolingOff'),
  confirmAfterCoolingOff: storyOf(ConsumerJourney, 'ConfirmAfterCoolingOff'),
  'confirmAfterCoolingOff.showing': storyOf(ConsumerJourney, 'ConfirmAfterCoolingOff'),
  'confirmAfterCoolingOff.asking': storyOf(ConsumerJourney, 'ConfirmAfterCoolingOff'),
  'confirmAfterCoolingOff.continuing': storyOf(ConsumerJourney, 'ConfirmAfterCoolingOff'),
  'confirmAfterCoolingOff.leaving': storyOf(ConsumerJourney, 'LeaveAfterCoolingOff'),
  mayInvest: storyOf(ConsumerJourney, 'ConfirmAfterCoolingOff'),
  left: storyOf(ConsumerJourney, 'LeaveTheWarning'),
});

// The project status machine's states have one story each, named in STATE_STORIES (held to the machine by
// status-stories.test.ts); each allowed event's story is on the 'Flows/Project status/Events' page.
export const ProjectStatusMachine: Story = statechartStory(
  projectStatusMachine,
  Object.fromEntries(
    Object.entries(STATE_STORIES).map(([status, exportName]) => [
      status,
      storyOf(StatusStates, exportName as Exclude<keyof typeof StatusStates, 'default'>),
    ]),
  ),
);

// The repayment machine beside the project status (issue 34 §3): each state links to the admin's panel in it; the
// investor's words for each are on 'Portal/Projects/Repayment/Investor notice'.
export const RepaymentStateMachine: Story = statechartStory(repaymentStateMachine, {
  ON_TIME: storyOf(RepaymentPanel, 'OnTime'),
  LATE: storyOf(RepaymentPanel, 'Late'),
  IN_DEFAULT: storyOf(RepaymentPanel, 'InDefault'),
  IN_RECOVERY: storyOf(RepaymentPanel, 'InRecovery'),
  CLOSED_RECOVERED: storyOf(RepaymentPanel, 'ClosedRecovered'),
  CLOSED_WRITTEN_OFF: storyOf(RepaymentPanel, 'ClosedWrittenOff'),
});

// An ISA transfer's lifecycle (issue 35 §2): the investor's cancel dialog and the admin's record and reject dialog.
export const IsaTransferMachine: Story = statechartStory(isaTransferMachine, {
  requested: storyOf(CancelIsaTransfer, 'Requested'),
  cancelling: storyOf(CancelIsaTransfer, 'Cancelling'),
  cancelFailed: storyOf(CancelIsaTransfer, 'CancelFailed'),
  recording: storyOf(DecideIsaTransfer, 'Recording'),
  recordFailed: storyOf(DecideIsaTransfer, 'RecordFailed'),
  rejecting: storyOf(DecideIsaTransfer, 'Rejecting'),
  rejectFailed: storyOf(DecideIsaTransfer, 'RejectFailed'),
  completed: storyOf(DecideIsaTransfer, 'Completed'),
  cancelled: storyOf(CancelIsaTransfer, 'Cancelled'),
  rejected: storyOf(DecideIsaTransfer, 'Rejected'),
});

export const SecondFactorSetUpMachine: Story = statechartStory(secondFactorSetUpMachine, {
  choosing: storyOf(SetUpSecondFactor, 'Choosing'),
  loadingSecret: storyOf(SetUpSecondFactor, 'LoadingSecret'),
  loadFailed: storyOf(SetUpSecondFactor, 'LoadFailed'),
  showingSecret: storyOf(SetUpSecondFactor, 'ShowingSecret'),
  confirming: storyOf(SetUpSecondFactor, 'Confirming'),
  codeRefused: storyOf(SetUpSecondFactor, 'WrongCode'),
  naming: storyOf(SetUpSecondFactor, 'BrowserCancelled'),
  preparingPasskey: storyOf(SetUpSecondFactor, 'PreparingPasskey'),
  creatingPasskey: storyOf(SetUpSecondFactor, 'CreatingPasskey'),
  savingPasskey: storyOf(SetUpSecondFactor, 'SavingPasskey'),
  showingRecoveryCodes: storyOf(SetUpSecondFactor, 'RecoveryCodes'),
  done: storyOf(SetUpSecondFactor, 'Done'),
});

export const SignInMachine: Story = statechartStory(signInMachine, {
  credentials: storyOf(Login, 'Default'),
  submitting: storyOf(Login, 'Submitting'),
  passkeySignIn: storyOf(Login, 'PasswordlessPasskeyWaiting'),
  secondStep: storyOf(Login, 'SecondStepCode'),
  'secondStep.choosing': storyOf(Login, 'SecondStepChoosing'),
  'secondStep.totpCode': storyOf(Login, 'SecondStepCode'),
  'secondStep.recoveryCode': storyOf(Login, 'SecondStepRecoveryCode'),
  'secondStep.passkey': storyOf(Login, 'SecondStepPasskey'),
  'secondStep.verifying': storyOf(Login, 'SecondStepVerifying'),
  throttled: storyOf(Login, 'SecondStepThrottled'),
  signedIn: storyOf(Login, 'SecondStepSignedIn'),
});

export const StepUpMachine: Story = statechartStory(stepUpMachine, {
  idle: storyOf(StepUp, 'Asking'),
  asking: storyOf(StepUp, 'Asking'),
  'asking.choosing': storyOf(StepUp, 'Choosing'),
  'asking.totpCode': storyOf(StepUp, 'Asking'),
  'asking.recoveryCode': storyOf(StepUp, 'RecoveryCode'),
  'asking.passkey': storyOf(StepUp, 'Passkey'),
  verifying: storyOf(StepUp, 'Verifying'),
  confirmed: storyOf(StepUp, 'ConfirmedWithCode'),
  cancelled: storyOf(StepUp, 'Cancelled'),
});

export const ResalePurchaseMachine: Story = statechartStory(resalePurchaseMachine, {
  choosingAmount: storyOf(ResalePurchase, 'ChoosingAmount'),
  starting: storyOf(ResalePurchase, 'Starting'),
  startFailed: storyOf(ResalePurchase, 'StartFailed'),
  reviewing: storyOf(ResalePurchase, 'Reviewing'),
  signing: storyOf(ResalePurchase, 'Signing'),
  sendingCode: storyOf(ResalePurchase, 'SendingCode'),
  enteringCode: storyOf(ResalePurchase, 'EnteringCode'),
  settling: storyOf(ResalePurchase, 'Settling'),
  settleFailed: storyOf(ResalePurchase, 'SettleFailed'),
  expired: storyOf(ResalePurchase, 'Expired'),
  bought: storyOf(ResalePurchase, 'Bought'),
  soldOut: storyOf(ResalePurchase, 'SoldOut'),
  gateRefused: storyOf(ResalePurchase, 'CoolingOff'),
});

// A listing's life (issue 37 §1): each state as its seller sees it in 'My listings'.
export const ResaleListingMachine: Story = statechartStory(resaleListingMachine, {
  open: storyOf(MyListings, 'Open'),
  partlySold: storyOf(MyListings, 'PartlySold'),
  sold: storyOf(MyListings, 'Sold'),
  cancelled: storyOf(MyListings, 'Cancelled'),
  expired: storyOf(MyListings, 'Expired'),
  suspended: storyOf(MyListings, 'Suspended'),
});

// An investor's auto-invest rules and their standing authority (issue 38 §1): each state on the auto-invest page.
export const AutoInvestRulesMachine: Story = statechartStory(autoInvestRulesMachine, {
  none: storyOf(AutoInvest, 'Form'),
  starting: storyOf(AutoInvest, 'Starting'),
  reading: storyOf(AutoInvest, 'Reading'),
  signing: storyOf(AutoInvest, 'Signing'),
  sendingCode: storyOf(AutoInvest, 'SendingCode'),
  submitting: storyOf(AutoInvest, 'Submitting'),
  active: storyOf(AutoInvest, 'Active'),
  paused: storyOf(AutoInvest, 'Paused'),
  settingState: storyOf(AutoInvest, 'SettingState'),
  changing: storyOf(AutoInvest, 'Changing'),
  'changing.editing': storyOf(AutoInvest, 'Changing'),
  'changing.saving': storyOf(AutoInvest, 'SavingChanges'),
  ended: storyOf(AutoInvest, 'Ended'),
});

// A project's auto-invest allocation (issue 38 §2): each state as the admin sees it on the project's page.
export const ProjectAllocationMachine: Story = statechartStory(projectAllocationMachine, {
  waiting: storyOf(ProjectAutoInvest, 'Waiting'),
  allocating: storyOf(ProjectAutoInvest, 'Allocating'),
  finished: storyOf(ProjectAutoInvest, 'Finished'),
});
