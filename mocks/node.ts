import { setupServer } from 'msw/node';

/**
 * The MSW server for Vitest (jsdom and node projects). The stateful handlers are added by
 * mocks/handlers; tests add one-off handlers with `server.use(...)`.
 */
export const server = setupServer();
