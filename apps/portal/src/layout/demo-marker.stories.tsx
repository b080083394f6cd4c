import { SANDBOX_COLLECTION_ACCOUNT } from '@keystone/flows/constants';
import { http, MOCK_PUBLIC_SETTINGS } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../testing/screen-decorator.tsx';
import { BankTransferDetails } from '../wallet/bank-transfer-details.tsx';
import { RiskFooter } from './risk-footer.tsx';

/** The demo's firm and bank details, marked wherever they are shown. */
function DemoDetails() {
  return (
    <div className="flex flex-col gap-6">
      <div className="px-6">
        <BankTransferDetails
          details={{
            ...SANDBOX_COLLECTION_ACCOUNT,
            referenceNumber: 'KS-000123',
            investorName: 'Olivia Bennett',
            sumPence: 50_000,
            status: 'PENDING',
          }}
        />
      </div>
      <RiskFooter />
    </div>
  );
}

const meta = {
  title: 'Portal/Layout/Demo marker',
  component: DemoDetails,
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', a11y: { test: 'error' }, ...screenParameters({}) },
} satisfies Meta<typeof DemoDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

async function expectMarked(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const footer = canvas.getByRole('contentinfo');
  await expect(await within(footer).findByText('These are demonstration details, not a real company.')).toBeVisible();
  await expect(within(footer).getByText('Demo')).toBeVisible();
  await expect(within(footer).getByText(/Company number 00000000/)).toBeVisible();
  await expect(canvas.getByText('Demonstration bank details: no real money moves.')).toBeVisible();
  await expect(canvas.getAllByText('Demo')).toHaveLength(2);
  // The marker sits inside the screen, at any width.
  for (const marker of canvas.getAllByText('Demo')) {
    expect(marker.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  }
}

/** The demonstration firm and the sandbox's bank account, each marked 'Demo' with what it means, at 1440 px. */
export const DemoAtDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => expectMarked(canvasElement),
};

/** The same at 390 px. */
export const DemoOnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => expectMarked(canvasElement),
};

/** A firm with its real details configured: no marker anywhere. */
export const RealFirm: Story = {
  parameters: screenParameters(
    {},
    {
      getPublicSettings: http.get('/settings', ({ response }) =>
        response(200).json({
          ...MOCK_PUBLIC_SETTINGS,
          demo: false,
          firm: { ...MOCK_PUBLIC_SETTINGS.firm, companyNumber: '12345678' },
        }),
      ),
    },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Company number 12345678/)).toBeVisible();
    await expect(canvas.queryByText('Demo')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/demonstration/i)).not.toBeInTheDocument();
  },
};
