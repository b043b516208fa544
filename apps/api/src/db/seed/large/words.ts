import type { ARTWORK_FAILURE_KINDS } from '@atelier/shared/schemas/artwork-failures';

// The words the large shop's rows are made of: names, addresses, board items, failure messages.

export const FIRST_NAMES = [
  'Ava',
  'Noah',
  'Mia',
  'Liam',
  'Grace',
  'Elijah',
  'Sofia',
  'Lucas',
  'Hannah',
  'Mateo',
  'Ruth',
  'Caleb',
  'Esther',
  'Isaac',
  'Naomi',
  'Samuel',
  'Leah',
  'Daniel',
  'Abigail',
  'Joseph',
];
export const LAST_NAMES = [
  'Garcia',
  'Smith',
  'Johnson',
  'Okafor',
  'Nguyen',
  'Brown',
  'Martinez',
  'Kowalski',
  'Williams',
  'Silva',
  'Müller',
  'Taylor',
  'Rossi',
  'Anderson',
  'Dubois',
  'Lee',
  'Thomas',
  "O'Brien",
  'Hernandez',
  'Moore',
];
export const STREETS = [
  'Maple Street',
  'Oak Avenue',
  'Church Road',
  'High Street',
  'Cedar Lane',
  'Hope Drive',
  'Grace Court',
  'Elm Street',
];
export const CITIES = [
  'Springfield',
  'Riverside',
  'Franklin',
  'Greenville',
  'Bristol',
  'Madison',
  'Salem',
  'Fairview',
];
export const BOARD_ITEMS = [
  'Custom artwork request',
  'familyName: The Garcia family\nverse: Psalm 23',
  'name: Grandma Ruth\nstyle: Divine glow',
  'goals: Run a marathon, Visit Rome, Learn piano',
  'name: Baby Isaac\nverse: Jeremiah 29:11',
  'theme: Faith, family, fitness',
];
export const FAILURE_ERRORS: Record<(typeof ARTWORK_FAILURE_KINDS)[number], string> = {
  provider_error: 'The image provider answered 502 Bad Gateway.',
  timeout: 'The attempt ran past its 180 s limit.',
  content_refused: 'The provider refused the request (content policy).',
  invalid_input: 'A photo of this board is missing.',
  storage: 'Storing the result failed: EIO.',
  stuck: 'The worker stopped; the sweeper gave up on the job.',
  internal: 'TypeError: cannot read properties of undefined.',
};
export const OTHER_COUNTRIES = ['DE', 'FR', 'NL', 'IE', 'NZ', 'SE'];
