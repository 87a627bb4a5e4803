import { act, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '#tests/support/user.ts';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '#mocks/node.ts';
import { seeds } from '#mocks/scenarios/seeds.ts';
import { mockStore } from '#mocks/store.ts';
import { getToasts } from '#src/components/ui/toast/toast-store.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import { renderManagePage, waitForPlanLoaded } from './support/render-manage-page.tsx';

// No pause between keystrokes, and room for a busy CI machine (real timers: skeleton, restart, latency).
const user = setupUser({ delay: null });
const TEST_TIMEOUT_MS = 60_000;

const US_LINE = 'Suite 400, 1200 Market Street, San Francisco 94103, California (Avery Jones)';

async function openPanel(scenario: Parameters<typeof setScenario>[0] = 'active') {
  renderManagePage();
  await waitForPlanLoaded();
  if (scenario !== 'active-no-address') await screen.findByText(US_LINE);
  await user.click(
    screen.getByRole('button', {
      name: scenario === 'active-no-address' ? 'Add address' : 'Change address',
    }),
  );
  // The panel waits for the country data and the saved addresses.
  return screen.findByRole('combobox', { name: 'Saved addresses' }, { timeout: 20_000 });
}

function field(name: string | RegExp): HTMLInputElement {
  return screen.getByRole('textbox', { name });
}

/**
 * Empties a field and enters `value` in one go, as autofill or a paste does (for speed: key by key,
 * each character re-rendered the whole form; the tests that need typing type).
 */
async function retype(name: string | RegExp, value: string) {
  const input = field(name);
  await user.clear(input);
  if (value) await user.paste(value);
}

/**
 * Starts a new US address with every field valid ('New address' starts empty), so that a test
 * can break one field at a time.
 */
async function fillNewUs() {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Saved addresses' }), '-1');
  await retype('First name', 'Avery');
  await retype('Last name', 'Jones');
  await retype('Address', '1200 Market Street');
  await retype('Apartment, suite, etc.', 'Suite 400');
  await retype('City', 'San Francisco');
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'California');
  await retype('ZIP code', '94103');
}

/** Starts a new Canadian address with every field filled. */
async function fillCanadian(zip: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Saved addresses' }), '-1');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country/region' }), 'Canada');
  await retype('First name', 'Maya');
  await retype('Last name', 'Chen');
  await retype('Address', '220 Yonge Street');
  await retype('Apartment, suite, etc.', 'Unit 12');
  await retype('City', 'Toronto');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'Ontario');
  await retype('Postal code', zip);
}

function storedPlanAddressId(): number | undefined {
  return mockStore.queryPlan()?.addressId;
}

/** The saved address the stored plan now ships to. */
function storedPlanAddress() {
  const id = storedPlanAddressId();
  return mockStore.customerAddresses().find((address) => address.id === id);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('manage page: the address-edit panel', { timeout: TEST_TIMEOUT_MS }, () => {
  it('opens on the plan’s saved address, fields frozen and filled, focus on its heading', async () => {
    setScenario('active');
    const saved = await openPanel();
    expect(screen.getByRole('heading', { name: 'Change shipping address' })).toHaveFocus();
    expect(saved).toHaveValue('9001');
    expect(within(saved).getByRole('option', { name: 'New address' })).toHaveValue('-1');
    expect(field('Address')).toHaveValue('1200 Market Street');
    expect(field('Address')).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Country/region' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('California');
    expect(field('ZIP code')).toHaveValue('94103');
    expect(screen.getByText(/Filled from your saved address/)).toBeInTheDocument();
  });

  it('choosing another saved address fills the fields; new address unfreezes them', async () => {
    setScenario('active');
    const saved = await openPanel();
    await user.selectOptions(saved, '9004');
    expect(screen.getByRole('combobox', { name: 'Country/region' })).toHaveValue('Germany');
    expect(field('Address')).toHaveValue('Greifswalder Str. 83c');
    expect(field('Postal code')).toHaveValue('10158');
    // Germany has no province selector.
    expect(screen.queryByRole('combobox', { name: /^(region|state|province)$/i })).toBeNull();
    expect(field('City (optional)')).toHaveAttribute('readonly');

    await user.selectOptions(saved, '-1');
    expect(field('City (optional)')).not.toHaveAttribute('readonly');
    // A new address starts empty in the same country; nothing of the saved
    // one (its street, apartment, phone) is kept by mistake.
    expect(screen.getByRole('combobox', { name: 'Country/region' })).toHaveValue('Germany');
    for (const name of [
      'First name',
      'Last name',
      'Address',
      'City (optional)',
      'Postal code',
      'Phone (optional)',
    ]) {
      expect(field(name)).toHaveValue('');
    }
    expect(screen.getByRole('combobox', { name: 'Country/region' })).toBeEnabled();
  });

  it('follows the chosen country’s layout and labels, province hidden where it has none', async () => {
    setScenario('active');
    await openPanel();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Saved addresses' }), '-1');
    const country = screen.getByRole('combobox', { name: 'Country/region' });

    await user.selectOptions(country, 'Canada');
    // The chosen country's flag sits in the selector (decorative: the select names the country).
    expect(country.parentElement?.querySelector('img')).toHaveAttribute('src', '/flags/ca.svg');
    const provinces = screen.getByRole('combobox', { name: 'Province' });
    expect(within(provinces).getByRole('option', { name: 'Quebec' })).toBeInTheDocument();
    expect(field('Postal code')).toBeInTheDocument();
    // Spec section 5: the province shows, so the city is required.
    expect(field('City')).toBeRequired();

    await user.selectOptions(country, 'Germany');
    expect(screen.queryByRole('combobox', { name: 'Province' })).toBeNull();
    // No province, so the city is not required, and its label says so.
    expect(field('City (optional)')).not.toBeRequired();
    // Layout 1: the postal code comes before the city.
    const labels = Array.from(document.querySelectorAll('form label')).map((l) => l.textContent);
    expect(labels.indexOf('Postal code')).toBeLessThan(labels.indexOf('City (optional)'));

    await user.selectOptions(country, 'Japan');
    expect(country.parentElement?.querySelector('img')).toHaveAttribute('src', '/flags/jp.svg');
    expect(screen.getByRole('combobox', { name: 'Prefecture' })).toBeInTheDocument();
    const japanese = Array.from(document.querySelectorAll('form label')).map((l) => l.textContent);
    // Japan: last name first.
    expect(japanese.indexOf('Last name')).toBeLessThan(japanese.indexOf('First name'));
    // The prefecture shows, so the city is required (Google's data does not require it).
    expect(field('City')).toBeRequired();
  });

  it('saves a Canadian address with a lowercase postal code: update success, plan reloaded', async () => {
    setScenario('active');
    await openPanel();
    await fillCanadian('m5v 3l9');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() =>
      expect(getToasts().map((toast) => toast.message)).toContain('update success'),
    );
    expect(
      await screen.findByText('Unit 12, 220 Yonge Street, Toronto M5V 3L9, Ontario (Maya Chen)'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Change shipping address' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Change address' })).toHaveFocus();
    expect(storedPlanAddressId()).not.toBe(9001);
    expect(mockStore.traceEvents({ step: '7_4' })).toHaveLength(1);
    await waitFor(() => expect(mockStore.traceEvents({ step: 'address_saved' })).toHaveLength(1));
  });

  it('rejects a German postal code that does not fit: inline error, 6 s toast, typed values kept', async () => {
    setScenario('active');
    await openPanel();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Saved addresses' }), '-1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country/region' }), 'Germany');
    await retype('First name', 'Lena');
    await retype('Last name', 'Vogel');
    await retype('Address', 'Unter den Linden 5');
    await retype('City (optional)', 'Berlin');
    await retype('Postal code', '1011');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    const zip = field('Postal code');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('Enter a valid postal code for Germany');
    expect(zip).toHaveFocus();
    expect(getToasts()).toEqual([
      expect.objectContaining({
        message: 'Enter a valid postal code for Germany',
        durationMs: 6000,
      }),
    ]);
    expect(zip).toHaveValue('1011');
    expect(field('Address')).toHaveValue('Unter den Linden 5');
    expect(storedPlanAddressId()).toBe(9001);
    expect(mockStore.traceEvents({ step: '7_4' })).toHaveLength(0);

    // Fixing the field clears its error.
    await user.type(zip, '7');
    expect(zip).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['Address', '12 Rue & Fils', 'Address can’t contain & or %'],
    ['Apartment, suite, etc.', '100%', 'Apartment, suite, etc. can’t contain & or %'],
    ['Address', '   ', 'Enter your address'],
    ['First name', '', 'Enter your first name'],
    ['City', '', 'Enter your city'],
    ['ZIP code', '', 'Enter your ZIP code'],
    ['ZIP code', '9410', 'Enter a valid ZIP code for United States'],
  ])('rejects %s = %j with “%s”', async (label, value, message) => {
    setScenario('active');
    await openPanel();
    await fillNewUs();
    await retype(label, value);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(field(label)).toHaveAccessibleDescription(message);
    expect(getToasts().at(-1)).toMatchObject({ message, durationMs: 6000 });
    expect(storedPlanAddressId()).toBe(9001);
  });

  it('requires the province where the country shows its selector', async () => {
    setScenario('active');
    await openPanel();
    await fillNewUs();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), '');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription(
      'Select a state',
    );
  });

  it('blocks a saved address holding & or %: on-page error for 5 s and “address is invalid!”', async () => {
    const store = setScenario('active');
    const seed = seeds.active();
    seed.addresses.push({
      ...(seed.addresses[0] as (typeof seed.addresses)[number]),
      id: 9100,
      addressId: 9100,
      address1: 'Smith & Sons Warehouse',
    });
    store.reset('active', seed);
    const saved = await openPanel();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.selectOptions(saved, '9100');
    expect(saved).toHaveValue('9001');
    expect(screen.getByTestId('saved-address-blocked')).toHaveTextContent(/“&” or “%”/);
    expect(saved).toHaveAccessibleDescription(/address is invalid!/);
    expect(getToasts().at(-1)).toMatchObject({ message: 'address is invalid!', durationMs: 5000 });
    expect(field('Address')).toHaveValue('1200 Market Street');

    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByTestId('saved-address-blocked')).toBeNull();
  });

  it('a failed save unlocks the form, keeps what was typed and shows nothing else', async () => {
    setScenario('active', {
      faults: { changePlanAddress: { code: 5000, msg: 'Address rejected', latencyMs: 150 } },
    });
    await openPanel();
    await fillCanadian('M5V 3L9');
    const save = screen.getByRole('button', { name: 'Save address' });
    await user.click(save);
    expect(save).toHaveAttribute('data-state', 'loading');
    expect(within(save).getByTestId('loading-button-spinner')).toBeInTheDocument();
    expect(field('City')).toHaveAttribute('readonly');

    await waitFor(() => expect(save).toHaveAttribute('data-state', 'content'));
    expect(save).toBeEnabled();
    expect(field('City')).not.toHaveAttribute('readonly');
    expect(field('Address')).toHaveValue('220 Yonge Street');
    expect(field('Postal code')).toHaveValue('M5V 3L9');
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveValue('Ontario');
    expect(getToasts()).toEqual([]);
    expect(storedPlanAddressId()).toBe(9001);
  });

  it('cancel goes back to the plan with focus on the change-address button', async () => {
    setScenario('active');
    await openPanel();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Change address' })).toHaveFocus();
    expect(screen.getByText(US_LINE)).toBeInTheDocument();
  });

  it('active-no-address: starts on a new address in the shopper’s country and saves it', async () => {
    setScenario('active-no-address');
    const saved = await openPanel('active-no-address');
    expect(screen.getByRole('heading', { name: 'Add a shipping address' })).toBeInTheDocument();
    expect(saved).toHaveValue('-1');
    expect(screen.getByRole('combobox', { name: 'Country/region' })).toHaveValue('United States');
    expect(field('Address')).toHaveValue('');

    await user.selectOptions(saved, '9006');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(
      await screen.findByText(
        '15287 Quitzon-Satterfield Forges, Chicago 60698, Illinois (Clementine Johnson)',
      ),
    ).toBeInTheDocument();
    expect(storedPlanAddressId()).toBe(9006);
  });
});

describe('manage page: hostile and clumsy address input', { timeout: TEST_TIMEOUT_MS }, () => {
  it('a line of zero-width spaces is empty, full-width ＆ is refused, NUL is stripped; nothing typed is lost', async () => {
    setScenario('active');
    await openPanel();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Saved addresses' }), '-1');
    await retype('First name', 'Maya');
    await retype('Last name', 'Chen');
    await retype('Address', '\u200B\u200B');
    await retype('City', 'San Francisco');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'California');
    await retype('ZIP code', '94103');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(field('Address')).toHaveAccessibleDescription('Enter your address');

    await retype('Address', 'Smith ＆ Sons 12');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(field('Address')).toHaveAccessibleDescription('Address can’t contain & or %');
    expect(field('Address')).toHaveValue('Smith ＆ Sons 12');
    expect(field('City')).toHaveValue('San Francisco');

    // Pasted text with control characters: they never reach the field.
    await user.clear(field('Address'));
    await user.click(field('Address'));
    await user.paste('12\u0000 Main\u0007 Street');
    expect(field('Address')).toHaveValue('12 Main Street');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(storedPlanAddress()?.address1).toBe('12 Main Street'));
  });

  it('a field over its length limit says so and keeps the text', async () => {
    setScenario('active');
    await openPanel();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Saved addresses' }), '-1');
    await retype('First name', 'Maya');
    await retype('Last name', 'Chen');
    await retype('Address', '1 Market Street');
    const longCity = 'C'.repeat(61);
    await retype('City', longCity);
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'California');
    await retype('ZIP code', '94103');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(field('City')).toHaveAccessibleDescription('City can’t be longer than 60 characters');
    expect(field('City')).toHaveValue(longCity);
    expect(field('City')).toHaveFocus();
  });

  it('Singapore: no province, so the city is optional and says so; an address without one is saved', async () => {
    setScenario('active');
    await openPanel();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Saved addresses' }), '-1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country/region' }), 'Singapore');
    expect(field('City (optional)')).not.toBeRequired();
    await retype('First name', 'Mei');
    await retype('Last name', 'Tan');
    await retype('Address', '1 Raffles Place');
    await retype('Postal code', '048616');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(storedPlanAddress()?.country_code).toBe('SG'));
    expect(storedPlanAddress()?.city ?? '').toBe('');
  });

  it('saved addresses without an id: each listed and chosen on its own, no duplicate keys', async () => {
    setScenario('active');
    const withoutIds = seeds
      .active()
      .addresses.slice(0, 2)
      .map((address) => {
        const copy: Record<string, unknown> = { ...address };
        delete copy.id;
        delete copy.addressId;
        return copy;
      });
    server.use(
      http.get('*/autoShip/queryCustomerAddress', () =>
        HttpResponse.json({ code: 200, msg: 'success', data: withoutIds }),
      ),
    );
    // A duplicate key would be a console.error, which fails the test (tests/support/setup-unit.ts).
    const saved = await openPanel();
    const options = within(saved).getAllByRole('option');
    expect(options).toHaveLength(3);
    const values = options.map((option) => (option as HTMLOptionElement).value);
    expect(new Set(values).size).toBe(3);
    await user.selectOptions(saved, values[1] ?? '');
    expect(field('Address')).toHaveValue(String(withoutIds[1]?.address1));
    await user.selectOptions(saved, values[0] ?? '');
    expect(field('Address')).toHaveValue(String(withoutIds[0]?.address1));
  });
});
