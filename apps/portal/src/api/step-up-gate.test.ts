import { describe, expect, it, vi } from 'vitest';
import { createStepUpGate } from './step-up-gate.ts';

describe('the step-up gate', () => {
  it('answers cancelled while no dialog is mounted', async () => {
    await expect(createStepUpGate().ask()).resolves.toBe(false);
  });

  it('opens one dialog for calls refused at the same moment, and a new one afterwards', async () => {
    const gate = createStepUpGate();
    let confirm: (confirmed: boolean) => void = () => {};
    const opener = vi.fn(() => new Promise<boolean>((resolve) => (confirm = resolve)));
    const detach = gate.attach(opener);

    const first = gate.ask();
    const second = gate.ask();
    confirm(true);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(opener).toHaveBeenCalledTimes(1);

    const third = gate.ask();
    confirm(false);
    await expect(third).resolves.toBe(false);
    expect(opener).toHaveBeenCalledTimes(2);

    detach();
    await expect(gate.ask()).resolves.toBe(false);
  });
});
