import { apiError } from '@keystone/flows/errors';
import { describe, expect, it, vi } from 'vitest';
import { onRefusal, refusalText } from './refusal.tsx';

describe('a refusal told outside a form', () => {
  it("is told in the server's words, or as the screen words it", () => {
    expect(refusalText(apiError(13))).toBe(apiError(13).message);
    expect(refusalText(apiError(13), () => 'Said otherwise')).toBe('Said otherwise');
  });

  it('says nothing for no failure or an unexpected one: the generic modal speaks', () => {
    const tell = vi.fn();
    onRefusal(tell)(apiError(1));
    onRefusal(tell)(new Error('boom'));
    expect(refusalText(null)).toBeNull();
    expect(tell).not.toHaveBeenCalled();
    onRefusal(tell)(apiError(35));
    expect(tell).toHaveBeenCalledWith(apiError(35).message);
  });
});
