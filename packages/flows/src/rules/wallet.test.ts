import { describe, expect, it } from 'vitest';
import { validateWalletAmount, validateWithdrawalAmount } from './amount.ts';
import { validateInstructionsRead, WALLET_LABELS, walletAmountPence, withdrawalSentMessage } from './wallet.ts';

describe('wallet amounts', () => {
  it('reads a pound sign and thousands separators as whole pounds, sent as pence', () => {
    expect(walletAmountPence('£1,250')).toBe(125_000);
    expect(walletAmountPence('1,000,000')).toBe(100_000_000);
    expect(walletAmountPence('200')).toBe(20_000);
    expect(walletAmountPence(7_500)).toBe(7_500);
  });

  it('refuses to turn a refused amount into pence to send', () => {
    expect(() => walletAmountPence('')).toThrow(RangeError);
    expect(() => walletAmountPence('0')).toThrow(RangeError);
    expect(() => walletAmountPence('12.50')).toThrow(RangeError);
    expect(() => walletAmountPence(1_250)).toThrow(RangeError);
    expect(walletAmountPence('1,000.00')).toBe(100_000);
  });

  it('answers the seed messages for the deposit and withdraw fields', () => {
    expect(validateWalletAmount('')).toBe('Field is required');
    expect(validateWalletAmount('£0')).toBe('Incorrect amount');
    expect(validateWithdrawalAmount('£201', 20_000)).toBe('Insufficient balance');
    expect(validateWithdrawalAmount('£200', 20_000)).toBeUndefined();
  });
});

describe('validateInstructionsRead', () => {
  it('needs the box ticked', () => {
    expect(validateInstructionsRead(true)).toBeUndefined();
    expect(validateInstructionsRead(false)).toBe('Please confirm that you have read the instructions');
    expect(validateInstructionsRead(undefined)).toBe('Please confirm that you have read the instructions');
  });
});

it('says how long transfers take, word for word', () => {
  expect(WALLET_LABELS.transferDelay).toBe('Transfers can take up to 48 hours to show');
});

describe('withdrawalSentMessage', () => {
  it('says the amount in pounds and the status in words, never its code', () => {
    expect(withdrawalSentMessage(5_000, 'PENDING')).toBe(
      'Your withdrawal is on its way to your bank account. Amount: £50.00. Status: Pending.',
    );
  });
});
