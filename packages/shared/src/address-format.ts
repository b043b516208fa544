import { countryName } from './schemas/prints';

// How a postal address is named and written per country: the form's postcode label and the
// lines on a parcel, an order page, the admin's order and the order mails. One formatter for all
// of them, so 'San Antonio, TX 78205' reads the same everywhere.

/** An address as the form takes it or the API answers it (the label's part). */
export interface PostalAddress {
  name: string;
  line1: string;
  line2?: string | null;
  city: string;
  region?: string | null;
  postcode: string;
  country: string;
}

const POSTCODE_NAMES: Record<string, string> = { US: 'ZIP code', CA: 'postal code' };

/** What the postcode is called where the parcel goes, mid-sentence: 'ZIP code', 'postcode'. */
export const postcodeName = (country: string): string =>
  POSTCODE_NAMES[country.toUpperCase()] ?? 'postcode';

/** The postcode field's label: 'ZIP code' in the US, 'Postal code' in Canada, else 'Postcode'. */
export function postcodeLabel(country: string): string {
  const name = postcodeName(country);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

// The postal abbreviations the carriers print (USPS, Canada Post, Australia Post), so a state
// typed out in full is written the way a label writes it.
// prettier-ignore
const REGION_CODES: Record<string, Record<string, string>> = {
  US: {
    alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA',
    colorado: 'CO', connecticut: 'CT', delaware: 'DE', 'district of columbia': 'DC',
    florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID', illinois: 'IL', indiana: 'IN',
    iowa: 'IA', kansas: 'KS', kentucky: 'KY', louisiana: 'LA', maine: 'ME', maryland: 'MD',
    massachusetts: 'MA', michigan: 'MI', minnesota: 'MN', mississippi: 'MS', missouri: 'MO',
    montana: 'MT', nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH', 'new jersey': 'NJ',
    'new mexico': 'NM', 'new york': 'NY', 'north carolina': 'NC', 'north dakota': 'ND',
    ohio: 'OH', oklahoma: 'OK', oregon: 'OR', pennsylvania: 'PA', 'rhode island': 'RI',
    'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN', texas: 'TX', utah: 'UT',
    vermont: 'VT', virginia: 'VA', washington: 'WA', 'west virginia': 'WV', wisconsin: 'WI',
    wyoming: 'WY', 'puerto rico': 'PR', guam: 'GU', 'american samoa': 'AS',
    'u.s. virgin islands': 'VI', 'us virgin islands': 'VI', 'northern mariana islands': 'MP',
  },
  CA: {
    alberta: 'AB', 'british columbia': 'BC', manitoba: 'MB', 'new brunswick': 'NB',
    'newfoundland and labrador': 'NL', 'nova scotia': 'NS', ontario: 'ON',
    'prince edward island': 'PE', quebec: 'QC', québec: 'QC', saskatchewan: 'SK',
    'northwest territories': 'NT', nunavut: 'NU', yukon: 'YT',
  },
  AU: {
    'new south wales': 'NSW', victoria: 'VIC', queensland: 'QLD', 'western australia': 'WA',
    'south australia': 'SA', tasmania: 'TAS', 'australian capital territory': 'ACT',
    'northern territory': 'NT',
  },
};

/** The region as a label writes it: a known state's abbreviation, else as typed. */
export function regionCode(country: string, region: string | null | undefined): string {
  const typed = (region ?? '').trim().replace(/\s+/g, ' ');
  const codes = REGION_CODES[country.toUpperCase()];
  if (!codes || !typed) return typed;
  const known = codes[typed.toLowerCase()];
  if (known) return known;
  // 'tx' or 'Tx' is still the code; anything else (a county, a typo) stays as the shopper wrote it.
  return Object.values(codes).includes(typed.toUpperCase()) ? typed.toUpperCase() : typed;
}

/** Countries whose addresses put the postcode before the town: '75001 Paris'. */
const POSTCODE_FIRST = new Set(
  'AT BE CH CZ DE DK EE ES FI FR GR HR HU IL IS IT LI LT LU LV MC NL NO PL PT RO SE SI SK'.split(
    ' ',
  ),
);

const join = (parts: (string | null | undefined)[], separator: string) =>
  parts.filter((part): part is string => Boolean(part)).join(separator);

/** The town, region and postcode, in the country's order: one line, or two in the UK. */
export function localityLines(a: PostalAddress): string[] {
  const country = a.country.toUpperCase();
  const city = a.city.trim();
  const region = regionCode(country, a.region);
  const postcode = a.postcode.trim().toUpperCase();
  switch (country) {
    case 'US':
      // 'San Antonio, TX 78205': a comma after the city, none between state and ZIP.
      return [join([city, join([region, postcode], ' ')], ', ')];
    case 'CA':
    case 'AU':
      // 'Toronto ON M5V 3L9', 'Sydney NSW 2000'.
      return [join([city, region, postcode], ' ')];
    case 'GB':
    case 'IE':
      // The town, the county when given, and the postcode on a line of its own.
      return [city, region, postcode].filter(Boolean);
    default:
      if (POSTCODE_FIRST.has(country)) return [join([postcode, city], ' '), region].filter(Boolean);
      return [join([city, join([region, postcode], ' ')], ', ')];
  }
}

/** A shipping address as it goes on the parcel's label, one line each, empty lines left out. */
export function addressLines(a: PostalAddress): string[] {
  return [a.name, a.line1, a.line2, ...localityLines(a), countryName(a.country.toUpperCase())]
    .map((line) => (line ?? '').trim())
    .filter(Boolean);
}
