import { apiError } from '@keystone/flows/errors';
import {
  COMPETENCE_QUESTIONS,
  competenceAttemptsMachine,
  type CompetenceAttemptsContext,
  type SubmitAnswersInput,
} from '@keystone/flows/competence';
import { COMPETENCE_QUESTION_IDS, type CompetenceAnswers } from '@keystone/flows/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { COMPETENCE_REVIEW_TEXTS, CompetenceReview } from './competence-review.tsx';

const WRONG_ANSWERS = 'Incorrect answers to the competence questions';
const NO_ATTEMPTS_LEFT = 'No attempts left. Press "contact" button to contact with admin';
const ANSWER_ALL = 'Please, answer all the questions';

const answeredWith = (optionId: string): CompetenceAnswers =>
  Object.fromEntries(COMPETENCE_QUESTION_IDS.map((questionId) => [questionId, optionId]));
const ALL_ANSWERED = answeredWith('a');

type MachineState = 'answering' | 'submitting' | 'failed' | 'error' | 'locked' | 'passed';

/**
 * A machine state to start a story from, without clicking through from the beginning. Persisted, because a live
 * snapshot points back at its machine and Storybook args must be plain JSON.
 */
function stateOf(value: MachineState, context: Partial<CompetenceAttemptsContext> = {}) {
  return competenceAttemptsMachine.getPersistedSnapshot(
    competenceAttemptsMachine.resolveState({
      value,
      context: { usedAnswerAttempts: 0, answers: {}, errorMessage: undefined, ...context },
    }),
  );
}

const meta = {
  title: 'KYC/Competence review',
  component: CompetenceReview,
  tags: ['autodocs'],
  args: {
    usedAnswerAttempts: 0,
    submitAnswers: fn(async (_input: SubmitAnswersInput) => {}),
    onContact: fn(),
    onPassed: fn(),
  },
  argTypes: {
    // Machine logic has methods: not something a control can edit.
    machine: { control: false },
    usedAnswerAttempts: { control: { type: 'number', min: 0, max: 3 } },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CompetenceReview>;
export default meta;
type Story = StoryObj<typeof meta>;

function questionGroups(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return COMPETENCE_QUESTIONS.map((question) => canvas.getByRole('radiogroup', { name: question.text }));
}

/** Picks the option at `optionIndex` in every question, as a person would, label by label. */
async function answerAll(canvasElement: HTMLElement, optionIndex: number) {
  for (const group of questionGroups(canvasElement)) {
    const option = within(group).getAllByRole('radio')[optionIndex];
    if (!option) throw new Error(`answerAll: no option ${optionIndex} in "${group.textContent}"`);
    await userEvent.click(option);
  }
}

async function pressNext(canvasElement: HTMLElement, name: 'Next' | 'CONTACT' = 'Next') {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: COMPETENCE_REVIEW_TEXTS.heading })).toBeVisible();
    const groups = questionGroups(canvasElement);
    await expect(groups).toHaveLength(10);
    for (const group of groups) {
      for (const radio of within(group).getAllByRole('radio')) {
        await expect(radio).not.toBeChecked();
        await expect(radio).toBeEnabled();
      }
    }
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Change `usedAnswerAttempts` to start over with that many attempts used. */
export const Playground: Story = {
  render: (args) => <CompetenceReview key={args.usedAnswerAttempts} {...args} />,
};

export const Answered: Story = {
  args: { snapshot: stateOf('answering', { answers: ALL_ANSWERED }) },
  play: async ({ canvasElement }) => {
    const groups = questionGroups(canvasElement);
    for (const group of groups) await expect(within(group).getAllByRole('radio')[0]).toBeChecked();

    // A person changes their mind by clicking another option's words.
    const [firstGroup] = groups;
    const secondOption = COMPETENCE_QUESTIONS[0]?.options[1];
    if (!firstGroup || !secondOption) throw new Error('Answered: the first question needs two options');
    await userEvent.click(within(firstGroup).getByText(secondOption.label));
    await expect(within(firstGroup).getByRole('radio', { name: secondOption.label })).toBeChecked();
    await expect(within(firstGroup).getAllByRole('radio')[0]).not.toBeChecked();
  },
};

/** Next with a question unanswered: the seed's message, the unanswered question marked, nothing sent. */
export const MissingAnswers: Story = {
  args: { snapshot: stateOf('answering', { answers: { ...ALL_ANSWERED, q10: undefined } }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pressNext(canvasElement);

    await expect(await canvas.findByRole('alert')).toHaveTextContent(ANSWER_ALL);
    const groups = questionGroups(canvasElement);
    await expect(groups[9]).toHaveAttribute('aria-invalid', 'true');
    await expect(groups[0]).not.toHaveAttribute('aria-invalid');
    await expect(args.submitAnswers).not.toHaveBeenCalled();

    await userEvent.click(within(groups[9] as HTMLElement).getAllByRole('radio')[0] as HTMLElement);
    await expect(canvas.queryByText(ANSWER_ALL)).toBeNull();
  },
};

/** Waiting for the server: Next is busy and the answers cannot change. */
export const Submitting: Story = {
  args: { snapshot: stateOf('submitting', { answers: ALL_ANSWERED }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Next' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('form', { name: COMPETENCE_REVIEW_TEXTS.heading })).toHaveAttribute('aria-busy', 'true');
    for (const group of questionGroups(canvasElement)) {
      await expect(within(group).getAllByRole('radio')[0]).toBeChecked();
      await expect(within(group).getAllByRole('radio')[0]).toBeDisabled();
    }
    await pressNext(canvasElement);
    await expect(args.submitAnswers).not.toHaveBeenCalled();
  },
};

/** Code 38 after the first attempt: the answers are cleared and two attempts are left. */
export const OneWrongAttempt: Story = {
  args: { snapshot: stateOf('failed', { usedAnswerAttempts: 1, errorMessage: WRONG_ANSWERS }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(WRONG_ANSWERS);
    await expect(alert).toHaveTextContent('Attempts left: 2');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    for (const group of questionGroups(canvasElement)) {
      await expect(within(group).getAllByRole('radio')[0]).not.toBeChecked();
      await expect(within(group).getAllByRole('radio')[0]).toBeEnabled();
    }
  },
};

export const TwoWrongAttempts: Story = {
  args: { snapshot: stateOf('failed', { usedAnswerAttempts: 2, errorMessage: WRONG_ANSWERS }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(WRONG_ANSWERS);
    await expect(alert).toHaveTextContent('Attempts left: 1');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** Entering the stage with three attempts used: the questions are closed and Next becomes CONTACT. */
export const NoAttemptsLeft: Story = {
  args: { usedAnswerAttempts: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(NO_ATTEMPTS_LEFT);
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
    for (const group of questionGroups(canvasElement)) {
      await expect(within(group).getAllByRole('radio')[0]).toBeDisabled();
    }

    await pressNext(canvasElement, 'CONTACT');

    await expect(args.onContact).toHaveBeenCalledTimes(1);
    await expect(args.submitAnswers).not.toHaveBeenCalled();
  },
};

/** A failure that is not about the answers: they are kept, no attempt is counted, and Next tries again. */
export const ServerError: Story = {
  args: {
    snapshot: stateOf('error', {
      usedAnswerAttempts: 1,
      answers: ALL_ANSWERED,
      errorMessage: 'Something went wrong. Please try again',
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong. Please try again');
    await expect(alert).not.toHaveTextContent('Attempts left');
    for (const group of questionGroups(canvasElement)) await expect(within(group).getAllByRole('radio')[0]).toBeChecked();

    await pressNext(canvasElement);

    await expect(args.submitAnswers).toHaveBeenCalledWith({ answers: ALL_ANSWERED });
    await expect(await canvas.findByText(COMPETENCE_REVIEW_TEXTS.passed)).toBeVisible();
  },
};

export const Passed: Story = {
  args: { snapshot: stateOf('passed', { usedAnswerAttempts: 1, answers: ALL_ANSWERED }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(COMPETENCE_REVIEW_TEXTS.passed);
    await expect(canvas.queryByRole('alert')).toBeNull();
    for (const group of questionGroups(canvasElement)) await expect(within(group).getAllByRole('radio')[0]).toBeDisabled();

    await pressNext(canvasElement);

    await expect(args.onPassed).toHaveBeenCalledWith({ answers: ALL_ANSWERED, usedAnswerAttempts: 1 });
  },
};

const submitWrongThenRight = fn(async (_input: SubmitAnswersInput) => {});

/** The real transitions, once: a wrong attempt (code 38) from the server, then a right one. */
export const WrongThenRight: Story = {
  args: { submitAnswers: submitWrongThenRight },
  beforeEach: () => {
    submitWrongThenRight.mockReset();
    submitWrongThenRight.mockRejectedValueOnce(apiError(38)).mockResolvedValueOnce(undefined);
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await answerAll(canvasElement, 0);
    await pressNext(canvasElement);

    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(WRONG_ANSWERS);
    await expect(alert).toHaveTextContent('Attempts left: 2');
    for (const group of questionGroups(canvasElement)) await expect(within(group).getAllByRole('radio')[0]).not.toBeChecked();

    await answerAll(canvasElement, 1);
    await pressNext(canvasElement);

    await expect(await canvas.findByText(COMPETENCE_REVIEW_TEXTS.passed)).toBeVisible();
    await expect(canvas.queryByText('Attempts left: 2')).toBeNull();
    await expect(submitWrongThenRight).toHaveBeenNthCalledWith(1, { answers: ALL_ANSWERED });
    await expect(submitWrongThenRight).toHaveBeenNthCalledWith(2, { answers: answeredWith('b') });
    await expect(args.onPassed).toHaveBeenCalledWith({ answers: answeredWith('b'), usedAnswerAttempts: 1 });
  },
};
