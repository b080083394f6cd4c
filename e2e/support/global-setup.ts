import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

// One server for the whole run: each test file signs in as the users it needs from the seed.
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('testClockFile', server.testClockFile);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The file holding how far ahead the server's clock runs (test-clock.ts). */
    testClockFile: string;
  }
}
