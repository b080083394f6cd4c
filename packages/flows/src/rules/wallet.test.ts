import { describe, expect, it } from 'vitest';
import { validateDepositAmount, validateWithdrawalAmount } from './amount.ts';
import { validateInstructionsRead, WALLET_LABELS, walletSumPounds, withdrawalSentMessage } from './wallet.ts';

describe('wallet amounts', () => {
  it('reads a pound sign and thousands separators as whole pounds for the sum query', () => {
    expect(walletSumPounds('£1,250')).toBe(1250);
    expect(walletSumPounds('1,000,000')).toBe(1_000_000);
    expect(walletSumPounds('200')).toBe(200);
    expect(walletSumPounds(75)).toBe(75);
  });

  it('refuses to turn a refused amount into a sum', () => {
    expect(() => walletSumPounds('')).toThrow(RangeError);
    expect(() => walletSumPounds('0')).toThrow(RangeError);
    expect(() => walletSumPounds('12.50')).toThrow(RangeError);
    expect(walletSumPounds('1,000.00')).toBe(1000);
  });

  it('answers the seed messages for the deposit and withdraw fields', () => {
    expect(validateDepositAmount('')).toBe('Field is required');
    expect(validateDepositAmount('£0')).toBe('Incorrect amount');
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
