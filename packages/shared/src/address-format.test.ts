import { describe, expect, it } from 'vitest';
import {
  addressLines,
  localityLines,
  postcodeLabel,
  postcodeName,
  regionCode,
} from './address-format';

const base = { name: 'Ada Lovelace', line1: '1 Alamo Plaza', city: 'San Antonio' };

describe('postcodeLabel', () => {
  it('calls it a ZIP code in the US, a postal code in Canada and a postcode elsewhere', () => {
    expect(postcodeLabel('US')).toBe('ZIP code');
    expect(postcodeLabel('us')).toBe('ZIP code');
    expect(postcodeLabel('CA')).toBe('Postal code');
    expect(postcodeLabel('GB')).toBe('Postcode');
    expect(postcodeLabel('AU')).toBe('Postcode');
    expect(postcodeLabel('DE')).toBe('Postcode');
    expect(postcodeName('US')).toBe('ZIP code');
    expect(postcodeName('CA')).toBe('postal code');
    expect(postcodeName('GB')).toBe('postcode');
  });
});

describe('addressLines', () => {
  it('writes a US address as "San Antonio, TX 78205": no comma between state and ZIP', () => {
    expect(addressLines({ ...base, region: 'TX', postcode: '78205', country: 'US' })).toEqual([
      'Ada Lovelace',
      '1 Alamo Plaza',
      'San Antonio, TX 78205',
      'United States',
    ]);
  });

  it('abbreviates a US state typed out in full or in lower case', () => {
    const line = (region: string) =>
      localityLines({ ...base, region, postcode: '78205', country: 'US' });
    expect(line('Texas')).toEqual(['San Antonio, TX 78205']);
    expect(line(' texas ')).toEqual(['San Antonio, TX 78205']);
    expect(line('tx')).toEqual(['San Antonio, TX 78205']);
    expect(line('New  York')).toEqual(['San Antonio, NY 78205']);
  });

  it('puts a UK postcode on its own line, upper case', () => {
    expect(
      addressLines({
        name: 'Ada Lovelace',
        line1: '10 St James’s Square',
        line2: 'Flat 2',
        city: 'London',
        postcode: 'sw1y 4jh',
        country: 'GB',
      }),
    ).toEqual([
      'Ada Lovelace',
      '10 St James’s Square',
      'Flat 2',
      'London',
      'SW1Y 4JH',
      'United Kingdom',
    ]);
  });

  it('writes Canada and Australia as city, region code and postcode on one line', () => {
    expect(
      localityLines({
        ...base,
        city: 'Toronto',
        region: 'Ontario',
        postcode: 'M5V 3L9',
        country: 'CA',
      }),
    ).toEqual(['Toronto ON M5V 3L9']);
    expect(
      localityLines({ ...base, city: 'Sydney', region: 'NSW', postcode: '2000', country: 'AU' }),
    ).toEqual(['Sydney NSW 2000']);
  });

  it('puts the postcode before the town where the country does', () => {
    expect(localityLines({ ...base, city: 'Berlin', postcode: '10117', country: 'DE' })).toEqual([
      '10117 Berlin',
    ]);
  });

  it('leaves out what is empty and keeps an unknown region as typed', () => {
    expect(addressLines({ ...base, line2: '', region: '', postcode: '', country: 'AE' })).toEqual([
      'Ada Lovelace',
      '1 Alamo Plaza',
      'San Antonio',
      'United Arab Emirates',
    ]);
    expect(regionCode('US', 'Bexar County')).toBe('Bexar County');
    expect(regionCode('FR', 'Île-de-France')).toBe('Île-de-France');
  });
});
