import { describe, expect, it, vi } from 'vitest';
import { createTokenStore } from './token-store.ts';

describe('createTokenStore', () => {
  it('answers the latest token and tells subscribers of each change', () => {
    const store = createTokenStore(null);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('a.b.c');
    store.set('a.b.c');
    expect(store.get()).toBe('a.b.c');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set(null);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
