import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { APP_PATHS } from '#src/app/paths.ts';
import { createQueryClient } from '#src/app/query-client.ts';
import { BuildplanPage } from '#src/pages/buildplan/buildplan-page.tsx';
import { memoryRoutes } from '#tests/support/memory-routes.tsx';

function Review() {
  return <h1>Review page</h1>;
}

/** The builder as the app mounts it, with a stand-in review page to see where Continue went. */
export function renderBuilder(path: string = APP_PATHS.buildPlan) {
  const { location, element } = memoryRoutes(path, [
    { path: APP_PATHS.buildPlan, element: <BuildplanPage /> },
    { path: APP_PATHS.review, element: <Review /> },
  ]);
  render(
    <QueryClientProvider client={createQueryClient({ deterministic: true })}>
      {element}
    </QueryClientProvider>,
  );
  return location;
}

/** Waits until every configured product has resolved (loaded or unavailable). */
export async function waitForProducts(loaded = 8) {
  await waitFor(() => expect(screen.getAllByTestId('builder-product')).toHaveLength(loaded), {
    timeout: 20_000,
  });
  await waitFor(() => expect(screen.queryByTestId('skeleton')).toBeNull(), { timeout: 20_000 });
}
