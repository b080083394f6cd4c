import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MESSAGES,
  parsePounds,
  poundsToPence,
  validateWalletAmount,
  validateWithdrawalAmount,
  withdrawalAmountRule,
} from './amount.ts';

describe('parsePounds', () => {
  it.each([
    ['£1,250', 125_000],
    ['1250', 125_000],
    ['£1250', 125_000],
    ['£ 1,250', 125_000],
    ['  1,250  ', 125_000],
    ['1,234,567', 123_456_700],
    ['0', 0],
    ['007', 700],
    ['12.5', 1250],
    ['12.50', 1250],
    ['£1,250.05', 125_005],
    ['250.5', 25_050],
    ['250.50', 25_050],
    ['1,000.00', 100_000],
    ['£0.01', 1],
    ['9,007,199,254,740.99', 900_719_925_474_099],
  ])('reads %s as %i pence', (value, pence) => {
    expect(parsePounds(value)).toBe(pence);
  });

  // The two copies this replaced disagreed here: one dropped the pence (2,500 pounds), one refused the text.
  it('reads pence as pence, never dropping them nor reading them as more pounds', () => {
    expect(parsePounds('£2,500.75')).toBe(250_075);
    expect(Number.isInteger(parsePounds('0.1'))).toBe(true);
    expect(parsePounds('0.1')).toBe(10);
  });

  it.each([
    '',
    '£',
    '.99',
    '12.',
    '12.345',
    '-5',
    '1,25',
    '12,3456',
    ',125',
    '1 250',
    '£-5',
    'ten',
    '1e3',
    '$5',
    '9'.repeat(20),
  ])('refuses %s', (value) => {
    expect(parsePounds(value)).toBeUndefined();
  });
});

describe('poundsToPence', () => {
  it('converts whole pounds to pence', () => {
    expect(poundsToPence(1250)).toBe(125_000);
    expect(poundsToPence(0)).toBe(0);
  });

  it('refuses fractions and amounts too large for exact pence', () => {
    expect(() => poundsToPence(0.1)).toThrow(RangeError);
    expect(() => poundsToPence(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });
});

describe('validateWalletAmount', () => {
  it('asks for a missing amount', () => {
    expect(validateWalletAmount('')).toBe('Field is required');
    expect(validateWalletAmount('  ')).toBe('Field is required');
    expect(validateWalletAmount(undefined)).toBe('Field is required');
  });

  it('refuses zero', () => {
    expect(validateWalletAmount('0')).toBe('Incorrect amount');
    expect(validateWalletAmount('£0')).toBe('Incorrect amount');
    expect(validateWalletAmount(0)).toBe('Incorrect amount');
  });

  // Issue 32: '250.50' was refused as 'Incorrect amount' without saying why.
  it.each(['250.50', '250.5', '£2,500.75', '0.50', '1,000.01'])(
    'refuses pence in %j, saying whole pounds are wanted',
    (typed) => {
      expect(validateWalletAmount(typed)).toBe('Incorrect amount. Enter whole pounds, without pence');
      expect(validateWithdrawalAmount(typed, Number.MAX_SAFE_INTEGER)).toBe(AMOUNT_MESSAGES.pence);
    },
  );

  it('refuses what is no amount with the seed’s words', () => {
    expect(validateWalletAmount('abc')).toBe('Incorrect amount');
    expect(validateWalletAmount('12.345')).toBe('Incorrect amount');
  });

  it.each(['£2,500.00', '2500.0', '1,000.00', '£ 250'])('accepts whole pounds written as %j', (typed) => {
    expect(validateWalletAmount(typed)).toBeUndefined();
  });

  it('takes pence as a number, as the server receives them, and only whole pounds of them', () => {
    expect(validateWalletAmount(125_000)).toBeUndefined();
    expect(validateWalletAmount(125_050)).toBe(AMOUNT_MESSAGES.pence);
    expect(validateWalletAmount(12.5)).toBe('Incorrect amount');
    expect(validateWalletAmount(-1)).toBe('Incorrect amount');
    expect(validateWalletAmount(Number.NaN)).toBe('Incorrect amount');
  });

  it('refuses more than £1,000,000 at once, the ceiling in the contract', () => {
    expect(validateWalletAmount('£1,000,000')).toBeUndefined();
    expect(validateWalletAmount('£1,000,001')).toBe('The most you can deposit or withdraw at once is £1,000,000');
    expect(validateWalletAmount(100_000_000)).toBeUndefined();
    expect(validateWalletAmount(100_000_100)).toBe(AMOUNT_MESSAGES.overCeiling);
    expect(validateWithdrawalAmount(100_000_100, Number.MAX_SAFE_INTEGER)).toBe(AMOUNT_MESSAGES.overCeiling);
  });

  it('accepts one pound and more', () => {
    expect(validateWalletAmount('1')).toBeUndefined();
    expect(validateWalletAmount('£1,250')).toBeUndefined();
  });
});

describe('validateWithdrawalAmount', () => {
  const balancePence = 125_000;

  it('accepts the whole balance', () => {
    expect(validateWithdrawalAmount('£1,250', balancePence)).toBeUndefined();
  });

  it('refuses one pound more than the balance', () => {
    expect(validateWithdrawalAmount('1251', balancePence)).toBe('Insufficient balance');
  });

  it('refuses a pound from a balance of 99 pence', () => {
    expect(validateWithdrawalAmount('1', 99)).toBe('Insufficient balance');
  });

  it('checks the amount before the balance', () => {
    expect(validateWithdrawalAmount('', balancePence)).toBe('Field is required');
    expect(validateWithdrawalAmount('0', balancePence)).toBe('Incorrect amount');
  });

  it('binds the balance for a form', () => {
    expect(withdrawalAmountRule(balancePence)('2,000')).toBe('Insufficient balance');
  });
});
