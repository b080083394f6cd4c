import { defineConfig } from 'vitest/config';

// The mocks include msw's event-stream handler (`GET /notifications/stream`), which needs EventSource: still behind a
// flag in Node 24.
export default defineConfig({ test: { name: 'demo', execArgv: ['--experimental-eventsource'] } });
