import { describe, expect, it } from 'vitest';
import {
  cutContactMessage,
  defaultContactTopic,
  validateContactEmail,
  validateContactFullName,
  validateContactMessage,
} from './contact.ts';

describe('contact form', () => {
  it('asks for a full name, an e-mail and a message in its own words', () => {
    expect(validateContactFullName('')).toBe('Please enter Full Name');
    expect(validateContactEmail('')).toBe('Please enter the Email');
    expect(validateContactEmail('nope')).toBe('Incorrect email format');
    expect(validateContactMessage('')).toBe('Please enter your message');
    expect(validateContactMessage('  \n ')).toBe('Please enter your message');
  });

  it('takes a filled-in form', () => {
    expect(validateContactFullName('Jane Doe')).toBeUndefined();
    expect(validateContactEmail('jane@example.com')).toBeUndefined();
    expect(validateContactMessage('Hello')).toBeUndefined();
  });

  it('limits the full name to 150 characters', () => {
    expect(validateContactFullName('a'.repeat(150))).toBeUndefined();
    expect(validateContactFullName('a'.repeat(151))).toBe('Incorrect Format');
  });
});

describe('cutContactMessage', () => {
  it('keeps a message of 2500 characters whole', () => {
    const message = 'a'.repeat(2500);
    expect(cutContactMessage(message)).toBe(message);
  });

  it('cuts a longer message to 2500 characters', () => {
    expect(cutContactMessage('a'.repeat(2501))).toBe('a'.repeat(2500));
  });

  it('does not split an emoji at the cut', () => {
    const message = `${'a'.repeat(2499)}😀tail`;
    expect(cutContactMessage(message)).toBe('a'.repeat(2499));
  });
});

describe('defaultContactTopic', () => {
  it('suggests KYC after three used attempts', () => {
    expect(defaultContactTopic(3)).toBe('KYC');
    expect(defaultContactTopic(4)).toBe('KYC');
  });

  it('suggests nothing before', () => {
    expect(defaultContactTopic(2)).toBeUndefined();
    expect(defaultContactTopic(0)).toBeUndefined();
  });
});
