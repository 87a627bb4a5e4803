import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { setupUser } from '#tests/support/user.ts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { server } from '#mocks/node.ts';
import { loginNavigation } from '#src/api/login-redirect.ts';
import { setStoreContext } from '#src/api/store-context.ts';
import { APP_PATHS } from '#src/app/paths.ts';
import { createQueryClient } from '#src/app/query-client.ts';
import { AutoshipProgramPage } from '#src/pages/autoship-program/autoship-program-page.tsx';
import { de } from '#src/domain/i18n/de.ts';
import { en } from '#src/domain/i18n/en.ts';
import { es } from '#src/domain/i18n/es.ts';
import { fr } from '#src/domain/i18n/fr.ts';
import { setCatalogue } from '#src/domain/i18n/translate.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import { memoryRoutes } from '#tests/support/memory-routes.tsx';

const user = setupUser({ delay: null });

function renderProgram() {
  const { location, element } = memoryRoutes(APP_PATHS.program, [
    { path: APP_PATHS.program, element: <AutoshipProgramPage /> },
    { path: APP_PATHS.buildPlan, element: <h1>Builder</h1> },
  ]);
  render(
    <QueryClientProvider client={createQueryClient({ deterministic: true })}>
      {element}
    </QueryClientProvider>,
  );
  return location;
}

describe('autoship program page', { timeout: 60_000 }, () => {
  it('default configuration: saving from compare-at prices, the gifts, 30/45/60 days, pause or delete, build-plan button', async () => {
    setScenario('no-plan');
    const location = renderProgram();
    // Best pack saving in the mock catalogue: Pear Burst 2 pods, 12.99 instead of 18.99 → 31 %.
    expect(await screen.findByTestId('program-saving')).toHaveTextContent(
      'Save up to 31% on every pack',
    );
    await waitFor(() =>
      expect(screen.getByTestId('program-gift')).toHaveTextContent(
        'Choose Travel Case, Lanyard, Infinity Device — worth up to $34.99 — free in every delivery.',
      ),
    );
    expect(document.title).toBe('The autoship program · Autoship');
    expect(screen.getByRole('img', { name: 'Travel Case' })).toHaveAttribute(
      'src',
      '/__mock/images/travel-case.svg',
    );
    expect(screen.getByTestId('program-intervals')).toHaveTextContent(
      'Deliveries every 30, 45 or 60 days.',
    );
    expect(screen.getByText(/Pause, restart or delete your plan at any time/)).toBeInTheDocument();
    expect(screen.queryByTestId('program-discounts')).toBeNull();
    expect(screen.queryByText(/shipping/)).toBeNull();

    const [firstButton] = screen.getAllByRole('link', { name: 'Build my plan' });
    if (!firstButton) throw new Error('no build-plan link');
    expect(firstButton).toHaveAttribute('href', APP_PATHS.buildPlan);
    await user.click(firstButton);
    expect(location.pathname).toBe(APP_PATHS.buildPlan);
  });

  it('open to a visitor not signed in: the products and figures show and nothing sends them to login', async () => {
    setScenario('anonymous');
    const navigate = vi.spyOn(loginNavigation, 'navigate').mockImplementation(() => undefined);
    onTestFinished(() => navigate.mockRestore());
    const location = renderProgram();
    expect(await screen.findByTestId('program-saving')).toHaveTextContent(
      'Save up to 31% on every pack',
    );
    expect(await screen.findByRole('img', { name: 'Travel Case' })).toBeInTheDocument();
    const [firstButton] = screen.getAllByRole('link', { name: 'Build my plan' });
    if (!firstButton) throw new Error('no build-plan link');
    await user.click(firstButton);
    expect(location.pathname).toBe(APP_PATHS.buildPlan);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a store’s own configuration changes the text: intervals, included shipping, slide discounts', async () => {
    setScenario('no-plan');
    setStoreContext({
      autoship: {
        intervalOptions: [14, 28],
        freightFeeCents: 595,
        slideDiscountTiers: [
          { minQuantity: 4, rate: 0.05 },
          { minQuantity: 8, rate: 0.1 },
        ],
      },
    });
    renderProgram();
    await screen.findByTestId('program-saving');
    expect(screen.getByTestId('program-intervals')).toHaveTextContent(
      'Deliveries every 14 or 28 days.',
    );
    expect(screen.getByText(/shipping \(worth \$5\.95\) is included/)).toBeInTheDocument();
    const steps = screen.getByTestId('program-discounts');
    expect(steps).toHaveTextContent('From 4 packs: 5% off your delivery');
    expect(steps).toHaveTextContent('From 8 packs: 10% off your delivery');
  });

  it.each([
    { language: 'de', catalogue: de, days: '30, 45 oder 60' },
    { language: 'fr', catalogue: fr, days: '30, 45 ou 60' },
    { language: 'es', catalogue: es, days: '30, 45 o 60' },
  ])(
    'in $language the intervals are joined in that language: $days',
    async ({ language, catalogue, days }) => {
      setCatalogue(language, catalogue, en);
      onTestFinished(() => setCatalogue('en', en));
      setScenario('no-plan');
      renderProgram();
      const schedule = (catalogue['program.schedule.text'] ?? '').replace('{days}', days);
      expect(await screen.findByTestId('program-intervals')).toHaveTextContent(schedule);
      expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toHaveTextContent(
        (catalogue['program.intro'] ?? '').replace('{days}', days),
      );
    },
  );

  it('the saving and the gifts wait for every product they sum up, so no figure changes on screen', async () => {
    setScenario('no-plan');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The best-saving pod and one gift answer late (the resolver falls through to the mock
    // backend once released); the other nine products answer at once.
    const late = ['/products/pear-burst-pods.js', '/products/infinity-device.js'];
    server.use(
      ...late.map((path) =>
        http.get(`*${path}`, async () => {
          await held;
        }),
      ),
    );
    const answered = new Set<string>();
    const onAnswer = ({ request }: { request: Request }) => {
      answered.add(new URL(request.url).pathname);
    };
    server.events.on('response:mocked', onAnswer);
    onTestFinished(() => server.events.removeListener('response:mocked', onAnswer));
    renderProgram();
    await waitFor(() =>
      expect([...answered].filter((path) => path.startsWith('/products/'))).toHaveLength(9),
    );

    // Two gifts and seven pods are known, but neither figure is shown from part of the list.
    expect(screen.queryByTestId('program-saving')).toBeNull();
    expect(screen.queryByTestId('program-gift')).toBeNull();
    expect(screen.getByText('Loading prices')).toBeInTheDocument();
    expect(screen.getByText('Loading your gift')).toBeInTheDocument();

    release();
    expect(await screen.findByTestId('program-saving')).toHaveTextContent(
      'Save up to 31% on every pack',
    );
    await waitFor(() =>
      expect(screen.getByTestId('program-gift')).toHaveTextContent(
        'Choose Travel Case, Lanyard, Infinity Device — worth up to $34.99',
      ),
    );
  });

  it('products failing to load still leave a working page with the call to action', async () => {
    setScenario('no-plan');
    server.use(
      http.get('*/shopify/:region/productInfo/:productId', () =>
        HttpResponse.json({ code: 500, msg: 'down', data: null }, { status: 500 }),
      ),
    );
    renderProgram();
    expect(await screen.findByTestId('program-saving')).toHaveTextContent(
      'Member prices on every pack',
    );
    expect(screen.queryByTestId('program-gift')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Build my plan' })).toHaveLength(2);
  });
});
