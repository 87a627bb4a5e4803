import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockStore } from '#mocks/store.ts';
import { de } from '#src/domain/i18n/de.ts';
import { en } from '#src/domain/i18n/en.ts';
import { setCatalogue } from '#src/domain/i18n/translate.ts';
import { setScenario } from '#tests/support/set-scenario.ts';
import { setupUser } from '#tests/support/user.ts';
import { renderManagePage, waitForPlanLoaded } from './support/render-manage-page.tsx';

const user = setupUser({ delay: null });

afterEach(() => {
  // Back to what every unit test starts from (tests/support/setup-unit.ts).
  setCatalogue('en', en);
});

/**
 * A German storefront's address form (docs/languages.md): the country table's own labels and the
 * country names in German, while what is saved keeps the table's English country name.
 */
describe('manage page: the address form in German', { timeout: 60_000 }, () => {
  it('labels each country’s fields and names the countries in German; saves the table’s name', async () => {
    setCatalogue('de', de, en);
    setScenario('active');
    renderManagePage();
    await waitForPlanLoaded();
    await user.click(screen.getByRole('button', { name: de['address.change'] }));
    const saved = await screen.findByRole(
      'combobox',
      { name: de['addressForm.saved'] },
      { timeout: 20_000 },
    );
    // The plan's saved US address: its state and ZIP code in German, its country too.
    const country = screen.getByRole('combobox', { name: de['addressForm.field.country'] });
    expect(country).toHaveValue('United States');
    expect(within(country).getByRole('option', { selected: true })).toHaveTextContent(
      'Vereinigte Staaten',
    );
    expect(screen.getByRole('combobox', { name: 'Bundesstaat' })).toHaveValue('California');
    expect(screen.getByRole('textbox', { name: 'Postleitzahl' })).toHaveValue('94103');

    await user.selectOptions(saved, '-1');
    await user.selectOptions(country, 'Canada');
    expect(within(country).getByRole('option', { selected: true })).toHaveTextContent('Kanada');
    expect(screen.getByRole('combobox', { name: 'Provinz' })).toBeInTheDocument();
    await user.selectOptions(country, 'Ireland');
    expect(screen.getByRole('textbox', { name: 'Eircode (optional)' })).not.toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Grafschaft' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'County' })).toBeNull();

    await user.selectOptions(country, 'Germany');
    for (const [name, value] of [
      [de['addressForm.field.first_name'], 'Lena'],
      [de['addressForm.field.last_name'], 'Vogel'],
      [de['addressForm.field.address1'], 'Greifswalder Str. 83c'],
      [`${de['addressForm.field.city']} (optional)`, 'Berlin'],
    ] as const) {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(value);
    }
    await user.click(screen.getByRole('textbox', { name: 'Postleitzahl' }));
    await user.paste('10158');
    await user.click(screen.getByRole('button', { name: de['address.save'] }));
    await screen.findByRole('button', { name: de['address.change'] }, { timeout: 20_000 });
    const id = mockStore.queryPlan()?.addressId;
    const stored = mockStore.customerAddresses().find((address) => address.id === id);
    expect(stored).toMatchObject({ country: 'Germany', city: 'Berlin', zip: '10158' });
  });
});
