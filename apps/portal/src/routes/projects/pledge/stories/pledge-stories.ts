import { agreementReference } from '@keystone/flows/agreement';
import { demoProjects, demoUsers } from '@keystone/demo/fixtures';
import { type PledgeFinishResponse, type Project } from '@keystone/api';
import { DEMO_PDF_BASE64, errorResponse, handlers, http, mockAgreementText } from '@keystone/demo/mocks';
import {
  pledgeMachine,
  pledgeSnapshotAt,
  projectPledgeLimits,
  type PledgeContext,
  type PledgeInput,
  type PledgeStateValue,
} from '@keystone/flows/pledge';
import { expect, userEvent, within } from 'storybook/test';
import { screenParameters } from '../../../../testing/screen-decorator.tsx';

// What the pledge flow's stories share: the project, the investor, the machine's states as snapshots (STYLE: "not
// by clicking through from the start"), the server's answers and what a person looks at.

export const investor = demoUsers.approvedInvestor;

/** Riverside Mews: short term debt secured or debt; long term equity only, so no long-term pledge is offered. */
export const project: Project = demoProjects.availableToPledge;

/** The same project offering debt secured for its long term too: a long-term pledge with the first strategy. */
export const longTermProject: Project = { ...project, longDebtSecuredExpectedRate: 7 };

export const BALANCE_PENCE = 5_000_000;

export function pledgeInput(of: Project = project, eWalletBalancePence = BALANCE_PENCE): PledgeInput {
  return { project: of, eWalletBalancePence, limits: projectPledgeLimits(of) };
}

/** A flow state as a story arg (persisted: args are plain data); the agreement is the demo PDF and its words once answered. */
export function pledgeState(
  value: PledgeStateValue,
  overrides: Partial<PledgeContext> = {},
  input: PledgeInput = pledgeInput(overrides.project ?? project),
) {
  const resolved = pledgeSnapshotAt(value, input, overrides);
  const answered = resolved.context.agreement === '';
  const agreement = answered ? DEMO_PDF_BASE64 : resolved.context.agreement;
  const agreementText = resolved.context.agreementText ?? (answered ? storyAgreementText(resolved.context) : undefined);
  return pledgeMachine.getPersistedSnapshot(
    pledgeMachine.resolveState({ value: resolved.value, context: { ...resolved.context, agreement, agreementText } }),
  );
}

/** The words `POST /pledges` answers beside the PDF, for the pledge the context holds. */
function storyAgreementText(context: PledgeContext) {
  return mockAgreementText({
    reference: agreementReference(1, 'SHORT'),
    investor,
    project: context.project,
    investStrategy: context.investStrategy ?? 'DEBT_SECURED',
    terms: [
      { term: 'SHORT' as const, amountPence: context.shortAmountPence ?? 0 },
      { term: 'LONG' as const, amountPence: context.longAmountPence ?? 0 },
    ].filter(({ amountPence }) => amountPence > 0),
    issuedAt: new Date(Date.UTC(2026, 10, 27)),
  });
}

/** The details page's address with the flow open, signed in as the investor; `overrides` replace handlers. */
export const pledgeScreen = (overrides: Partial<typeof handlers> = {}) =>
  screenParameters(
    { route: `/platform/projects/${project.id}?pledge`, path: '/platform/projects/:id', user: investor },
    overrides,
  );

/** `finishPledge` refusing the code as the server does: 400 code 2 with the message on `smsCode`. */
export const refusedCode = (message: string) => ({
  finishPledge: http.put('/pledges/{id}', () =>
    errorResponse(2, { message, fieldErrors: [{ field: 'smsCode', message }] }),
  ),
});

/** `finishPledge` refusing the amounts (overfunded) or the project (closed): the text replaces the processing. */
export const refusedFinish = (message: string, field = 'shortAmountPence') => ({
  finishPledge: http.put('/pledges/{id}', () => errorResponse(2, { message, fieldErrors: [{ field, message }] })),
});

let faultsLeft = 0;

/**
 * `startPledge` or `finishPledge` failing once with a server fault (500, code 1), then answered by the mocks as usual
 * (a resolver that answers nothing hands the request on to the next handler), so a story can show the step still
 * usable after the generic modal. The story's `beforeEach` calls `faultOnce.arm()`, so a rerun fails again.
 */
export const faultOnce = {
  arm: () => {
    faultsLeft = 1;
  },
  parameters: (operation: 'startPledge' | 'finishPledge') => {
    const fault = () => {
      if (faultsLeft === 0) return undefined;
      faultsLeft -= 1;
      return errorResponse(1);
    };
    const failing = operation === 'startPledge' ? http.post('/pledges', fault) : http.put('/pledges/{id}', fault);
    const screen = pledgeScreen();
    return { ...screen, msw: { handlers: { ...screen.msw.handlers, [operation]: [failing, handlers[operation]] } } };
  },
};

/** What the finish answers for a bank transfer of a long-term pledge: two investments, two references. */
export const transferFinish: PledgeFinishResponse = {
  pledgeId: 1,
  source: 'BANK_TRANSFER',
  investorName: investor.fullName ?? investor.email,
  sumPence: 300_000,
  accountName: 'Keystone Client Money',
  accountNumber: '00012345',
  sortCode: '040004',
  investments: [
    {
      investmentId: 7,
      agreementId: 7,
      term: 'SHORT',
      amountPence: 100_000,
      referenceNumber: 'KS-INV-000007',
      status: 'PENDING',
    },
    {
      investmentId: 8,
      agreementId: 8,
      term: 'LONG',
      amountPence: 200_000,
      referenceNumber: 'KS-INV-000008',
      status: 'PENDING',
    },
  ],
};

export const walletFinish: PledgeFinishResponse = {
  ...transferFinish,
  source: 'E_WALLET',
  sumPence: 100_000,
  accountName: null,
  accountNumber: null,
  sortCode: null,
  investments: [{ ...transferFinish.investments[0]!, status: 'SUCCEEDED' }],
};

export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Presses the flow's button of that name. */
export const press = (canvasElement: HTMLElement, name: string) =>
  userEvent.click(within(canvasElement).getByRole('button', { name }));

/** The step's heading (an h3 under the project's title); the stepper names it too. */
export async function expectStep(canvasElement: HTMLElement, title: string) {
  await expect(await within(canvasElement).findByRole('heading', { name: title, level: 3 })).toBeVisible();
}

/** The field's message, read the way a screen reader reads it: its description. */
export async function expectFieldMessage(element: HTMLElement, message: string) {
  await expect(element).toHaveAttribute('aria-invalid', 'true');
  await expect(element).toHaveAccessibleDescription(expect.stringContaining(message));
}
