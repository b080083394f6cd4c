import { readFileSync } from 'node:fs';
import { systemClock, type Clock } from './app-context.ts';

/**
 * The system clock moved by the whole number of milliseconds written in `file` (none while the file is missing or
 * empty), read at every reading so a test moves the running server's time by writing the file. Only a server
 * started with TEST_CLOCK_FILE outside production has one (config.ts); nothing a request sends reaches it.
 */
export function offsetFileClock(file: string): Clock {
  return {
    now() {
      // eslint-disable-next-line no-restricted-syntax -- the clock itself
      return new Date(Date.now() + offsetIn(file));
    },
  };
}

/** The clock a server with this configuration dates things by (the seed dates its demo data by it too). */
export function configuredClock(testClockFile: string | undefined): Clock {
  return testClockFile ? offsetFileClock(testClockFile) : systemClock;
}

function offsetIn(file: string): number {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  if (text === '') return 0;
  if (!/^-?\d+$/.test(text)) throw new Error(`TEST_CLOCK_FILE ${file} holds "${text}", not whole milliseconds`);
  return Number(text);
}
