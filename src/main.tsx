import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import './styles/global.css';

async function startMocking(): Promise<void> {
  // Vite replaces the variable with a literal at build time, so in production ('off') this branch
  // and the dynamic import are removed: the bundle holds no mock code.
  if (import.meta.env.VITE_API_MOCKING === 'msw') {
    const { startMockWorker } = await import('../mocks/browser.ts');
    // The worker must be answering before the first page asks for its data.
    await startMockWorker();
  }
}

async function start(): Promise<void> {
  try {
    await startMocking();
  } catch (error) {
    // Render anyway: a shell whose calls fail (and say so) beats a blank page.
    console.error('Mock worker failed to start', error);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter()} queryClient={createQueryClient()} />
    </StrictMode>,
  );
}

void start();
