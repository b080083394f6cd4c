import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Stepper } from './stepper.tsx';

const kycSteps = [
  'Personal details',
  'Proof of Identity',
  'Bank details',
  'Investor Certification',
  'Competence Review',
  'Review info',
];

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  args: { steps: kycSteps, activeIndex: 0 },
  argTypes: { activeIndex: { control: { type: 'range', min: 0, max: 5 } } },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

function visibleSteps(canvasElement: HTMLElement): string[] {
  return within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(' (completed)', '') ?? '');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('navigation', { name: 'Progress' });
    await expect(visibleSteps(canvasElement)).toEqual([
      '01 Personal details',
      '02 Proof of Identity',
      '03 Bank details',
      '04 Investor Certification',
    ]);
    await expect(canvas.getByText('Personal details').closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText('Step 1 of 6')).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { activeIndex: 2, windowSize: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findByText('Bank details')).closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText('Personal details')).toHaveTextContent('(completed)');
  },
};

export const Scrolled: Story = {
  args: { activeIndex: 4 },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Competence Review');
    await expect(visibleSteps(canvasElement)).toEqual([
      '02 Proof of Identity',
      '03 Bank details',
      '04 Investor Certification',
      '05 Competence Review',
    ]);
  },
};

export const LastStep: Story = {
  args: { activeIndex: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findByText('Review info')).closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(visibleSteps(canvasElement)[0]).toBe('03 Bank details');
  },
};

/** A flow whose later steps hang on choices still to be made says where the person is without a total. */
export const WithoutTotal: Story = {
  args: { steps: ['Source', 'Strategy', 'Term', 'Amount'], activeIndex: 1, progressLabel: 'Step 2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Step 2')).toBeInTheDocument();
    await expect(canvas.queryByText(/Step 2 of/)).toBeNull();
  },
};

function WizardHeader() {
  const [active, setActive] = useState(0);
  return (
    <div className="flex flex-col gap-4">
      <Stepper steps={kycSteps} activeIndex={active} />
      <div className="flex gap-2">
        <Button variant="outline" disabled={active === 0} onClick={() => setActive(active - 1)}>
          Back
        </Button>
        <Button disabled={active === kycSteps.length - 1} onClick={() => setActive(active + 1)}>
          Next
        </Button>
      </div>
    </div>
  );
}

/** Next and Back move through the steps; the header scrolls once the fifth step is reached. */
export const Navigating: Story = {
  render: () => <WizardHeader />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = await canvas.findByRole('button', { name: 'Next' });
    for (let step = 0; step < 3; step += 1) await userEvent.click(next);
    await expect(visibleSteps(canvasElement)[0]).toBe('01 Personal details');
    await userEvent.click(next);
    await expect(visibleSteps(canvasElement)[0]).toBe('02 Proof of Identity');
    await expect(canvas.getByText('Step 5 of 6')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(visibleSteps(canvasElement)[0]).toBe('01 Personal details');
  },
};

/** On a phone (320 px) the line belongs to the current step's title; the others show their numbers only. */
export const OnSmallPhone: Story = {
  args: { activeIndex: 1 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = (title: string) => canvas.getByText(title).getBoundingClientRect().width > 1;
    await expect(shown('Proof of Identity')).toBe(true);
    await expect([shown('Personal details'), shown('Bank details'), shown('Investor Certification')]).toEqual([
      false,
      false,
      false,
    ]);
    // Still read out in full.
    await expect(visibleSteps(canvasElement)[0]).toBe('01 Personal details');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
