/**
 * Placeholder so the app shell builds before the mock backend lands: the owner of `mocks/`
 * replaces this with the MSW worker. `src/main.tsx` depends on this one export only.
 */
export async function startMockWorker(): Promise<void> {}
