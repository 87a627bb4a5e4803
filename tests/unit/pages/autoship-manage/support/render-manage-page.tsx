import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { loginNavigation } from '#src/api/login-redirect.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { createQueryClient } from '#src/app/query-client.ts';
import { ToastViewport } from '#src/components/ui/toast/toast-viewport.tsx';
import { clearToasts } from '#src/components/ui/toast/toast-store.ts';
import { AutoshipManagePage } from '#src/pages/autoship-manage/autoship-manage-page.tsx';
import { memoryRoutes, type TestLocation } from '#tests/support/memory-routes.tsx';

/** Stand-ins for the pages the manage page links to, so a test can see where it went. */
function Stand({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

export interface RenderedManagePage {
  location: TestLocation;
  queryClient: QueryClient;
  /** Where the API client sent the shopper for login (401/403), in order. */
  loginRedirects: string[];
}

/**
 * The manage page as the app mounts it: memory location, a fresh query client (no retries, as in
 * the app's test mode), the toast viewport, and the login navigation observed (jsdom cannot
 * navigate away).
 */
export function renderManagePage(path: string = APP_PATHS.manage): RenderedManagePage {
  clearToasts();
  // The memory location does not move jsdom's location, which return_to is built from.
  window.history.replaceState(null, '', path);
  const loginRedirects: string[] = [];
  vi.spyOn(loginNavigation, 'navigate').mockImplementation((url: string) => {
    loginRedirects.push(url);
  });
  const { location, element } = memoryRoutes(path, [
    { path: APP_PATHS.manage, element: <AutoshipManagePage /> },
    { path: APP_PATHS.program, element: <Stand name="Program page" /> },
    { path: APP_PATHS.buildPlan, element: <Stand name="Build plan page" /> },
    { path: APP_PATHS.review, element: <Stand name="Review page" /> },
  ]);
  const queryClient = createQueryClient({ deterministic: true });
  render(
    <QueryClientProvider client={queryClient}>
      {element}
      <ToastViewport />
    </QueryClientProvider>,
  );
  return { location, queryClient, loginRedirects };
}

/** Waits past the page's loading placeholder (the 500 ms skeleton and the plan query). */
export async function waitForPlanLoaded(timeout = 3000): Promise<void> {
  await waitFor(() => expect(screen.queryByTestId('skeleton')).toBeNull(), { timeout });
}
