/**
 * English: the address form (loaded with the form). Part of the English catalogue (../en.ts):
 * the source of these keys' texts, delivered in the page, never in the app's JS (decision 041).
 */

export const addressForm = {
  'addressForm.countriesFailed':
    'We couldn’t load the list of countries. Please check your connection and try again.',
  'addressForm.countryLabel.area': 'Area',
  'addressForm.countryLabel.county': 'County',
  'addressForm.countryLabel.department': 'Department',
  'addressForm.countryLabel.district': 'District',
  'addressForm.countryLabel.eircode': 'Eircode',
  'addressForm.countryLabel.emirate': 'Emirate',
  'addressForm.countryLabel.governorate': 'Governorate',
  'addressForm.countryLabel.island': 'Island',
  'addressForm.countryLabel.parish': 'Parish',
  'addressForm.countryLabel.pinCode': 'PIN code',
  'addressForm.countryLabel.postalCode': 'Postal code',
  'addressForm.countryLabel.postcode': 'Postcode',
  'addressForm.countryLabel.prefecture': 'Prefecture',
  'addressForm.countryLabel.province': 'Province',
  'addressForm.countryLabel.state': 'State',
  'addressForm.countryLabel.stateTerritory': 'State/territory',
  'addressForm.countryLabel.suburb': 'Suburb',
  'addressForm.countryLabel.zipCode': 'ZIP code',
  'addressForm.field.address1': 'Address',
  'addressForm.field.address2': 'Apartment, suite, etc.',
  'addressForm.field.city': 'City',
  'addressForm.field.company': 'Company (optional)',
  'addressForm.field.country': 'Country/region',
  'addressForm.field.first_name': 'First name',
  'addressForm.field.last_name': 'Last name',
  'addressForm.field.phone': 'Phone',
  'addressForm.field.province': 'Region',
  'addressForm.field.zip': 'Postal code',
  'addressForm.new': 'New address',
  'addressForm.saved': 'Saved addresses',
  'addressForm.saved.blocked':
    'This saved address contains “&” or “%”, which we can’t ship to. Choose another one or add a new address.',
  'addressForm.saved.frozen':
    'Filled from your saved address. Choose “New address” to type a different one.',
  'addressForm.saving': 'Saving your address',
  'addressForm.select': 'Select…',
} as const;
