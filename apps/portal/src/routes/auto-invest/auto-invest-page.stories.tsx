import { apiError, type AutoInvest, type ErrorCode } from '@keystone/api';
import { demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, http, MOCK_SMS_CODE, serverErrorResponse } from '@keystone/demo/mocks';
import {
  AUTO_INVEST_MESSAGES,
  AUTO_INVEST_STATE_LABELS,
  autoInvestRulesMachine,
  autoInvestRulesSnapshotAt,
  EXAMPLE_AUTO_INVEST_RULES,
  type AutoInvestRulesContext,
  type AutoInvestRulesStateValue,
} from '@keystone/flows/auto-invest';
import { errorText } from '@keystone/flows/errors';
import { SIGNATURE_PLACEHOLDER } from '@keystone/flows/pledge';
import { AMOUNT_MESSAGES, REQUIRED_MESSAGES } from '@keystone/flows/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { openMainNav } from '../../testing/main-nav.ts';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { AutoInvestPage } from './auto-invest-page.tsx';
import { AUTO_INVEST_TEXTS } from './auto-invest-texts.ts';
import { ALLOCATION_HISTORY_TEXTS } from './allocation-history-texts.ts';

// Each state of flows' rules machine, reached by giving the page a snapshot (not by clicking from the start); the
// server's refusals as the machine holds them, or by the mocks' answers overridden by operationId.

const olivia = demoUsers.approvedInvestor;
const TEXTS = AUTO_INVEST_TEXTS;
const DRAFT_TEXT = [
  'Standing authority for auto-invest KSA-000008',
  'You let Keystone invest for you in new projects that match these rules, until you pause or end them.',
  'Amount per project: £500. Total to keep invested: £10,000.',
].join('\n');

/** The machine at `value` with `overrides`, as the page's actor restores it. */
const at = (value: AutoInvestRulesStateValue, overrides: Partial<AutoInvestRulesContext> = {}) => {
  const resolved = autoInvestRulesSnapshotAt(value, overrides);
  return autoInvestRulesMachine.getPersistedSnapshot(resolved);
};

const asOlivia = (overrides = {}) => screenParameters({ route: '/platform/auto-invest', user: olivia }, overrides);

const meta = {
  title: 'Portal/Auto-invest/Page',
  component: AutoInvestPage,
  args: { snapshot: at('none') },
  argTypes: { snapshot: { control: false } },
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...asOlivia() },
} satisfies Meta<typeof AutoInvestPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('textbox', { name: new RegExp(`^${label.replace(/[()%]/g, '\\$&')}`) });

async function expectFieldMessage(element: HTMLElement, message: string) {
  await waitFor(() => expect(element).toHaveAttribute('aria-invalid', 'true'));
  await expect(element).toHaveAccessibleDescription(expect.stringContaining(message));
}

interface Typed {
  amount?: string;
  total?: string;
  rate?: string;
  term?: string;
  short?: boolean;
  long?: boolean;
  strategy?: boolean;
}

/** Fills the rules form (a valid set unless told otherwise) and submits it. */
async function fillRules(canvasElement: HTMLElement, typed: Typed = {}) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: TEXTS.formTitle });
  const values = {
    amount: '500',
    total: '10000',
    rate: '7',
    term: '24',
    short: true,
    long: false,
    strategy: true,
    ...typed,
  };
  const entries: Array<[string, string]> = [
    [TEXTS.amountPerProject, values.amount],
    [TEXTS.totalInvested, values.total],
    [TEXTS.minRate, values.rate],
    [TEXTS.maxTerm, values.term],
  ];
  for (const [label, value] of entries) {
    await userEvent.clear(field(canvasElement, label));
    if (value !== '') await userEvent.type(field(canvasElement, label), value);
  }
  if (values.short) await userEvent.click(canvas.getByRole('checkbox', { name: TEXTS.termLabels.SHORT }));
  if (values.long) await userEvent.click(canvas.getByRole('checkbox', { name: TEXTS.termLabels.LONG }));
  if (values.strategy) await userEvent.click(canvas.getByRole('radio', { name: TEXTS.strategyLabels.DEBT_SECURED }));
  await userEvent.click(canvas.getByRole('button', { name: TEXTS.startButton }));
}

/** No authority: the rules form, a plain line under each field, the e-wallet the only account without an ISA. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: TEXTS.formTitle })).toBeVisible();
    await expect(field(canvasElement, TEXTS.amountPerProject)).toHaveAccessibleDescription(
      expect.stringContaining(TEXTS.amountPerProjectHint),
    );
    await expect(field(canvasElement, TEXTS.totalInvested)).toHaveAccessibleDescription(
      expect.stringContaining(TEXTS.totalInvestedHint),
    );
    await expect(canvas.getByRole('radio', { name: TEXTS.sourceLabels.E_WALLET })).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: TEXTS.sourceLabels.ISA })).toBeNull();
    await expect(canvas.getByRole('heading', { name: TEXTS.shareTitle })).toBeVisible();
    await expect(canvas.getByText(/largest remainder/)).toBeVisible();
    await expect(canvas.getByText(/never depends on when you signed up/)).toBeVisible();
  },
};

export const Playground: Story = {};

/** An investor with an Innovative Finance ISA may have it pay. */
export const FormWithIsa: Story = {
  parameters: screenParameters({ route: '/platform/auto-invest', user: { ...olivia, isaBalancePence: 300_000 } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: TEXTS.sourceLabels.ISA })).toBeVisible();
  },
};

const validation = (typed: Typed, label: string, message: string): Story => ({
  play: async ({ canvasElement }) => {
    await fillRules(canvasElement, typed);
    await expectFieldMessage(field(canvasElement, label), message);
  },
});

export const AmountRequired = validation({ amount: '' }, TEXTS.amountPerProject, REQUIRED_MESSAGES.fieldRequired);
export const AmountWithPence = validation({ amount: '500.50' }, TEXTS.amountPerProject, AMOUNT_MESSAGES.pence);
export const TotalBelowAmount = validation(
  { total: '400' },
  TEXTS.totalInvested,
  AUTO_INVEST_MESSAGES.totalBelowAmount,
);
export const RateInvalid = validation({ rate: '7.125' }, TEXTS.minRate, AUTO_INVEST_MESSAGES.rateInvalid);
export const TermInvalid = validation({ term: '121' }, TEXTS.maxTerm, AUTO_INVEST_MESSAGES.termInvalid);

/** No term chosen: said under the first of them. */
export const TermsRequired: Story = {
  play: async ({ canvasElement }) => {
    await fillRules(canvasElement, { short: false });
    const short = within(canvasElement).getByRole('checkbox', { name: TEXTS.termLabels.SHORT });
    await expectFieldMessage(short, AUTO_INVEST_MESSAGES.termsRequired);
  },
};

/** No strategy chosen. */
export const StrategyRequired: Story = {
  play: async ({ canvasElement }) => {
    await fillRules(canvasElement, { strategy: false });
    const group = within(canvasElement).getByRole('radiogroup', { name: TEXTS.strategy });
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
    await expect(within(group).getByText(REQUIRED_MESSAGES.fieldRequired)).toBeVisible();
  },
};

/** Valid rules start the authority (`startAutoInvest`), which is shown to read (Oliver, who has none). */
export const StartsTheAuthority: Story = {
  parameters: screenParameters({ route: '/platform/auto-invest', user: demoUsers.coInvestor }),
  play: async ({ canvasElement }) => {
    await fillRules(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { name: TEXTS.readTitle })).toBeVisible();
  },
};

/** Waiting for the draft authority: the form waits. */
export const Starting: Story = {
  args: { snapshot: at('starting') },
  parameters: asOlivia({
    startAutoInvest: http.post('/auto-invest/authorities', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: TEXTS.formTitle });
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await expect(field(canvasElement, TEXTS.amountPerProject)).toHaveValue('500');
  },
};

const reading = (overrides: Partial<AutoInvestRulesContext> = {}) =>
  at('reading', {
    started: { ...autoInvestRulesSnapshotAt('reading').context.started!, agreementText: DRAFT_TEXT },
    ...overrides,
  });

/** The authority's words in full (a phone cannot show the PDF) and its PDF; Next once it has been read. */
export const Reading: Story = {
  args: { snapshot: reading() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const authority = await canvas.findByRole('article', { name: TEXTS.authorityLabel });
    await expect(authority).toHaveTextContent('KSA-000008');
    const next = canvas.getByRole('button', { name: TEXTS.next });
    await userEvent.click(canvas.getByRole('checkbox', { name: TEXTS.readConfirm }));
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await expect(await canvas.findByRole('heading', { name: TEXTS.signTitle })).toBeVisible();
  },
};

/** Signing: the pledge's signature tabs; Sign once the tab has a signature. */
export const Signing: Story = {
  args: { snapshot: at('signing') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: TEXTS.signTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: TEXTS.sign })).toBeDisabled();
  },
};

const dialog = async (canvasElement: HTMLElement) =>
  within(await body(canvasElement).findByRole('dialog', { name: 'Enter the code' }));

/** Sign sends the code: the dialog waits for it. */
export const SendingCode: Story = {
  args: { snapshot: at('sendingCode') },
  parameters: asOlivia({
    sendAutoInvestSms: http.put('/auto-invest/authorities/{id}/send-sms', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    const codeDialog = await dialog(canvasElement);
    await expect(codeDialog.getByText(TEXTS.codeDescription)).toBeVisible();
    await expect(codeDialog.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The code sent: typed and submitted, the authority is signed and active, and says so. */
export const SignsWithTheCode: Story = {
  args: {
    snapshot: at('signing', { signatures: { DRAW: SIGNATURE_PLACEHOLDER }, codeSent: true, agreementRead: true }),
  },
  parameters: asOlivia({
    signAutoInvestAuthority: http.put('/auto-invest/authorities/{id}', ({ response }) =>
      response(200).json(autoInvestIn('ACTIVE')),
    ),
  }),
  play: async ({ canvasElement }) => {
    const codeDialog = await dialog(canvasElement);
    await userEvent.type(codeDialog.getByRole('textbox', { name: /^Code/ }), MOCK_SMS_CODE);
    await userEvent.click(codeDialog.getByRole('button', { name: 'Submit' }));
    await expect(await within(canvasElement).findByText(TEXTS.outcomes.signed)).toBeVisible();
    await expect(within(canvasElement).getByText(AUTO_INVEST_STATE_LABELS.ACTIVE)).toBeVisible();
  },
};

/** A wrong code: said in the dialog, which stays open for another. */
export const WrongCode: Story = {
  args: {
    snapshot: at('signing', {
      signatures: { DRAW: SIGNATURE_PLACEHOLDER },
      codeSent: true,
      agreementRead: true,
      smsCodeError: 'The code is not correct',
    }),
  },
  play: async ({ canvasElement }) => {
    const codeDialog = await dialog(canvasElement);
    await expectFieldMessage(codeDialog.getByRole('textbox', { name: /^Code/ }), 'The code is not correct');
  },
};

/** The signature is being checked and the authority signed. */
export const Submitting: Story = {
  args: { snapshot: at('submitting') },
  parameters: asOlivia({
    signAutoInvestAuthority: http.put('/auto-invest/authorities/{id}', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    const codeDialog = await dialog(canvasElement);
    await expect(codeDialog.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** What the server answers once the authority is in `state`. */
function autoInvestIn(state: 'ACTIVE' | 'PAUSED' | 'ENDED'): AutoInvest {
  return autoInvestRulesSnapshotAt(state === 'ACTIVE' ? 'active' : state === 'PAUSED' ? 'paused' : 'ended').context
    .autoInvest;
}

/** The current rules: their state, reference, signed PDF, the money waiting, and what can be done. */
export const Active: Story = {
  args: { snapshot: at('active') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rules = await canvas.findByRole('region', { name: TEXTS.currentTitle });
    await expect(within(rules).getByText(AUTO_INVEST_STATE_LABELS.ACTIVE)).toBeVisible();
    await expect(within(rules).getByText('KSA-000007')).toBeVisible();
    await expect(within(rules).getByText('£500.00')).toBeVisible();
    await expect(within(rules).getByRole('link', { name: TEXTS.authorityPdfLabel(7) })).toHaveAttribute(
      'href',
      expect.stringContaining('/auto-invest/authorities/7/document'),
    );
    await expect(within(rules).getByRole('button', { name: TEXTS.pause })).toBeEnabled();
    await expect(within(rules).getByRole('button', { name: TEXTS.change })).toBeEnabled();
    await expect(within(rules).getByRole('button', { name: TEXTS.end })).toBeEnabled();
    await expect(canvas.getByRole('heading', { name: ALLOCATION_HISTORY_TEXTS.title })).toBeVisible();
  },
};

/** Pause: the state changes and “paused” stays on screen. */
export const Pauses: Story = {
  args: { snapshot: at('active') },
  parameters: asOlivia({
    setAutoInvestState: http.put('/auto-invest/state', ({ response }) => response(200).json(autoInvestIn('PAUSED'))),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: TEXTS.pause }));
    await expect(await canvas.findByText(TEXTS.outcomes.paused)).toBeVisible();
    await expect(canvas.getByRole('button', { name: TEXTS.resume })).toBeEnabled();
  },
};

/** Paused: Resume instead of Pause, and what pausing means said. */
export const Paused: Story = {
  args: { snapshot: at('paused', { outcome: 'paused' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(TEXTS.outcomes.paused)).toBeVisible();
    await expect(canvas.getByText(AUTO_INVEST_STATE_LABELS.PAUSED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: TEXTS.resume })).toBeEnabled();
  },
};

/** A pause, resume or end under way: the buttons wait. */
export const SettingState: Story = {
  args: { snapshot: at('settingState') },
  parameters: asOlivia({
    setAutoInvestState: http.put('/auto-invest/state', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: TEXTS.pause })).toBeDisabled();
  },
};

/** Change rules: the same form, filled with the rules in force. */
export const Changing: Story = {
  args: { snapshot: at('changing.editing') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: TEXTS.changeTitle })).toBeVisible();
    await expect(field(canvasElement, TEXTS.amountPerProject)).toHaveValue(
      String(EXAMPLE_AUTO_INVEST_RULES.amountPerProjectPence / 100),
    );
    await expect(canvas.getByRole('button', { name: TEXTS.cancel })).toBeEnabled();
  },
};

/** The changed rules being saved. */
export const SavingChanges: Story = {
  args: { snapshot: at('changing.saving') },
  parameters: asOlivia({
    updateAutoInvestRules: http.put('/auto-invest/rules', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: TEXTS.changeTitle });
    await expect(form).toHaveAttribute('aria-busy', 'true');
  },
};

/** End asks once more, saying plainly what ending does; confirmed, it is ended and says so. */
export const Ends: Story = {
  args: { snapshot: at('active') },
  parameters: asOlivia({
    setAutoInvestState: http.put('/auto-invest/state', ({ response }) => response(200).json(autoInvestIn('ENDED'))),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: TEXTS.end }));
    const confirm = within(await body(canvasElement).findByRole('dialog', { name: TEXTS.endTitle }));
    await expect(confirm.getByText(TEXTS.endDescription)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: TEXTS.endConfirm }));
    await expect(await canvas.findByText(TEXTS.outcomes.ended)).toBeVisible();
    await expect(canvas.getByRole('button', { name: TEXTS.newRules })).toBeEnabled();
  },
};

/** Ended: the rules it held, no action on it, and the way to set new rules. */
export const Ended: Story = {
  args: { snapshot: at('ended') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(TEXTS.outcomes.ended)).toBeVisible();
    await expect(canvas.getByText(AUTO_INVEST_STATE_LABELS.ENDED)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: TEXTS.pause })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.newRules }));
    await expect(await canvas.findByRole('heading', { name: TEXTS.formTitle })).toBeVisible();
  },
};

/** The investing gate's refusal, in the server's words, with the way to where it is finished. */
const gateRefusal = (code: ErrorCode): Story => ({
  args: { snapshot: at('none', { error: apiError(code) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(errorText(apiError(code)))).toBeVisible();
    const way = TEXTS.gateLinks[code]!;
    await expect(canvas.getByRole('link', { name: way.text })).toHaveAttribute('href', way.to);
  },
});

export const ConsumerJourneyNotDone = gateRefusal(46);
export const CoolingOff = gateRefusal(43);
export const DeclarationNotCurrent = gateRefusal(47);
export const KycNotFinished = gateRefusal(15);

/** A refusal of the form's own: the message above the form. */
const formRefusal = (code: ErrorCode): Story => ({
  args: { snapshot: at('none', { error: apiError(code) }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(errorText(apiError(code)))).toBeVisible();
  },
});

export const AlreadySetUp = formRefusal(65);
export const IsaNotOpen = formRefusal(54);

/** Rules the server refuses: the message under the field it names. */
export const RulesRefused: Story = {
  args: {
    snapshot: at('none', {
      rules: EXAMPLE_AUTO_INVEST_RULES,
      error: apiError(2, {
        fieldErrors: [{ field: 'totalInvestedPence', message: AUTO_INVEST_MESSAGES.totalBelowAmount }],
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: TEXTS.formTitle });
    await expectFieldMessage(field(canvasElement, TEXTS.totalInvested), AUTO_INVEST_MESSAGES.totalBelowAmount);
  },
};

/** The authority was not signed within its 10 minutes: back to the form, saying so. */
export const AuthorityExpired: Story = {
  args: {
    snapshot: at('none', {
      rules: EXAMPLE_AUTO_INVEST_RULES,
      error: apiError(2, {
        fieldErrors: [{ field: 'authorityId', message: 'This authority has expired. Please start again' }],
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: TEXTS.formTitle })).toBeVisible();
    await expect(
      await within(canvasElement).findByText('This authority has expired. Please start again'),
    ).toBeVisible();
  },
};

/** A refusal while signing (here the declaration lapsed meanwhile): said above the signature, with its way on. */
export const RefusedWhileSigning: Story = {
  args: { snapshot: at('signing', { agreementRead: true, error: apiError(47) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(errorText(apiError(47)))).toBeVisible();
    await expect(canvas.getByRole('link', { name: TEXTS.gateLinks[47]!.text })).toBeVisible();
  },
};

/** The start fails unexpectedly: the generic modal, and the form as it was. */
export const ServerError: Story = {
  parameters: asOlivia({ startAutoInvest: http.post('/auto-invest/authorities', () => serverErrorResponse()) }),
  play: async ({ canvasElement }) => {
    await fillRules(canvasElement);
    const modal = await body(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByRole('heading', { name: TEXTS.formTitle })).toBeVisible();
  },
};

/** The page could not be read: the failure and a retry. */
export const LoadFailed: Story = {
  parameters: asOlivia({ getAutoInvest: http.get('/auto-invest', () => errorResponse(11)) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The investor reaches the page from the navigation ('Auto-invest'). */
export const FromTheNavigation: Story = {
  parameters: screenParameters({ app: true, route: '/platform/dashboard', user: olivia }),
  play: async ({ canvasElement }) => {
    await userEvent.click((await openMainNav(canvasElement)).getByRole('link', { name: TEXTS.title }));
    await expect(
      await within(canvasElement).findByRole('heading', { name: TEXTS.title, level: 1 }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
