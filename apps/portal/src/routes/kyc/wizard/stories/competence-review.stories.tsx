import { errorResponse, http } from '@keystone/demo/mocks';
import { COMPETENCE_QUESTIONS } from '@keystone/flows/competence';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { screenDecorator } from '../../../../testing/screen-decorator.tsx';
import { CONTACT_TEXTS } from '../../../../contact/index.ts';
import { filledIndividual, newcomer, wizardState } from '../../testing/wizard-states.ts';
import { expectStage, page, pressNext, wizardScreen } from '../../testing/wizard-story.ts';
import { KycWizard } from '../kyc-wizard.tsx';

const WRONG_ANSWERS = 'Incorrect answers to the competence questions';
const NO_ATTEMPTS_LEFT = 'No attempts left. Press "contact" button to contact with admin';
const user = filledIndividual;

const meta = {
  title: 'KYC/Wizard/05 Competence review',
  component: KycWizard,
  tags: ['autodocs'],
  args: { user, snapshot: wizardState({ competenceReview: 'answering' }, { user }) },
  argTypes: { snapshot: { control: false } },
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...wizardScreen(user) },
} satisfies Meta<typeof KycWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

const questions = (canvasElement: HTMLElement) =>
  COMPETENCE_QUESTIONS.map((question) => within(canvasElement).getByRole('radiogroup', { name: question.text }));

async function answerAll(canvasElement: HTMLElement, optionIndex: number) {
  for (const group of questions(canvasElement))
    await userEvent.click(within(group).getAllByRole('radio')[optionIndex] as HTMLElement);
}

/** The ten questions, none answered; the header has scrolled to show steps 2 to 5. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Competence Review');
    await expect(questions(canvasElement)).toHaveLength(10);
    const steps = within(within(canvasElement).getByRole('navigation', { name: 'KYC steps' }));
    await expect(steps.queryByText('Personal details')).toBeNull();
    await expect(steps.getByText('Competence Review').closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const Playground: Story = {};

/** Next with a question unanswered: nothing is sent, and the unanswered question is marked. */
export const MissingAnswers: Story = {
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Competence Review');
    for (const group of questions(canvasElement).slice(0, 9))
      await userEvent.click(within(group).getAllByRole('radio')[0] as HTMLElement);
    await pressNext(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Please, answer all the questions');
    await expect(questions(canvasElement)[9]).toHaveAttribute('aria-invalid', 'true');
    await expect(questions(canvasElement)[0]).not.toHaveAttribute('aria-invalid');
  },
};

/** The answers being graded (`PUT /user?validateQuestions=true`). */
export const CheckingAnswers: Story = {
  args: { user, snapshot: wizardState('checkingAnswers', { user, stage: 'competenceReview', destination: 5 }) },
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Competence Review');
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(questions(canvasElement)[0] as HTMLElement).getAllByRole('radio')[0]).toBeDisabled();
  },
};

const failed = (usedAnswerAttempts: number) =>
  wizardState(
    { competenceReview: 'failed' },
    { user, usedAnswerAttempts, saveError: { errorCode: 38, message: WRONG_ANSWERS } },
  );

/** Code 38 once: the answers cleared, two attempts left. */
export const OneWrongAttempt: Story = {
  args: { user, snapshot: failed(1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStage(canvasElement, 'Competence Review');
    await expect(canvas.getByText(WRONG_ANSWERS)).toBeVisible();
    await expect(canvas.getByText('Attempts left: 2')).toBeVisible();
    for (const radio of within(questions(canvasElement)[0] as HTMLElement).getAllByRole('radio'))
      await expect(radio).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const TwoWrongAttempts: Story = {
  args: { user, snapshot: failed(2) },
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Competence Review');
    await expect(within(canvasElement).getByText('Attempts left: 1')).toBeVisible();
  },
};

/** Three attempts used: the questions close, Next reads CONTACT and opens the contact form about KYC. */
export const NoAttemptsLeft: Story = {
  args: { user, snapshot: wizardState({ competenceReview: 'locked' }, { user, usedAnswerAttempts: 3 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStage(canvasElement, 'Competence Review');
    await expect(canvas.getByText(NO_ATTEMPTS_LEFT)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
    await expect(within(questions(canvasElement)[0] as HTMLElement).getAllByRole('radio')[0]).toBeDisabled();

    await pressNext(canvasElement, 'CONTACT');

    const dialog = within(await page(canvasElement).findByRole('dialog', { name: CONTACT_TEXTS.title }));
    await expect(await dialog.findByLabelText('Interest')).toHaveTextContent('Know your customer (KYC) checks');
    await expect(dialog.getByLabelText('Full name', { exact: false })).toHaveValue(newcomer.fullName);
    await expect(dialog.getByLabelText('Email', { exact: false })).toHaveValue(newcomer.email);
  },
};

let gradings = 0;

/** The real transitions: a wrong attempt (code 38) clears the answers, then the right ones move on to the review. */
export const WrongThenRight: Story = {
  beforeEach: () => {
    gradings = 0;
  },
  parameters: wizardScreen(user, {
    updateCurrentUser: http.put('/user', async ({ response }) => {
      gradings += 1;
      await delay(50);
      return gradings === 1
        ? errorResponse(38)
        : response(200).json({ ...user, competenceReviewPassed: true, usedAnswerAttempts: 1 });
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStage(canvasElement, 'Competence Review');
    await answerAll(canvasElement, 0);
    await pressNext(canvasElement);
    await expect(await canvas.findByText('Attempts left: 2')).toBeVisible();
    await expect(canvas.getByText(WRONG_ANSWERS)).toBeVisible();
    // Seed 000 §8: code 38 clears the answers.
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();

    await answerAll(canvasElement, 1);
    await pressNext(canvasElement);
    await expectStage(canvasElement, 'Review info');
    await expect(gradings).toBe(2);
  },
};

/** The third wrong attempt locks the test at once. */
export const ThirdWrongAttemptLocks: Story = {
  args: { user, snapshot: failed(2) },
  parameters: wizardScreen(user, { updateCurrentUser: http.put('/user', () => errorResponse(38)) }),
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Competence Review');
    await answerAll(canvasElement, 0);
    await pressNext(canvasElement);
    await expect(await within(canvasElement).findByText(NO_ATTEMPTS_LEFT)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'CONTACT' })).toBeEnabled();
  },
};

/** Passed before: the questions stay closed and Next goes straight on. */
export const Passed: Story = {
  args: { user, snapshot: wizardState({ competenceReview: 'answering' }, { user, competenceReviewPassed: true }) },
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Competence Review');
    await expect(within(canvasElement).getByText('Thank you. You have passed the competence review.')).toBeVisible();
    await pressNext(canvasElement);
    await expectStage(canvasElement, 'Review info');
  },
};
