import { countryName } from '@atelier/shared/schemas/prints';

/** The label's part of an address, as typed in the form or as the API answers it. */
interface LabelAddress {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postcode: string;
  country: string;
}

/** A shipping address as it goes on the parcel's label, one line each, empty lines left out. */
export const addressLines = (a: LabelAddress) =>
  [
    a.name,
    a.line1,
    a.line2,
    [a.city, a.region, a.postcode].filter(Boolean).join(', '),
    countryName(a.country),
  ].filter((line): line is string => Boolean(line));
