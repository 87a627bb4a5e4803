import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetMockBackend, server } from '../../mocks/node.ts';

// Any request no handler answers is a bug in the test or the app: fail loudly.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// A console.error during a test is a bug we have not looked at: fail the test.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.restoreAllMocks();
  // The tab's memory (the login-loop guard, the mock scenario choice) starts empty every test.
  sessionStorage.clear();
  // [mocks] The mock backend's store and scenario (useScenario) start afresh for every test:
  // default scenario, no faults, default store context.
  resetMockBackend();
});
