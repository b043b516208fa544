// Affirmation cards for the vision board ('affirmations' toggle): short, first-person lines
// written for the shopper's focus area. The seed picks which ones and their order.
import { mulberry32, subSeed } from './svg';

/** Affirmations per focus area: the area's keywords, and its lines. */
export const AFFIRMATIONS: readonly [RegExp, readonly string[]][] = [
  [
    /career|purpose|work|business|job/i,
    [
      'I do work that matters',
      'My purpose guides every step',
      'I am ready for the next step',
      'My talents open new doors',
      'I grow a little every day',
    ],
  ],
  [
    /health|wellness|fitness|body|well-being/i,
    [
      'My body is strong and cared for',
      'I choose rest and I choose movement',
      'Every day I feel more alive',
      'I nourish my body with love',
      'Calm mind, strong heart',
    ],
  ],
  [
    /love|family|relationship|friend|marriage/i,
    [
      'Love lives in our home',
      'I give and receive love freely',
      'My family is my blessing',
      'I make time for the people I love',
      'Our home is full of laughter',
    ],
  ],
  [
    /travel|adventure|explore|journey/i,
    [
      'The world is waiting for me',
      'I say yes to adventure',
      'Every journey makes me braver',
      'New places, open heart',
      'I am free to explore',
    ],
  ],
  [
    /faith|spirit|prayer|god|soul/i,
    [
      'I walk in faith, not fear',
      'Grace meets me every morning',
      'I am guided and held',
      'My spirit is at peace',
      'I trust the path before me',
    ],
  ],
  [
    /abundance|financ|money|wealth|prosper/i,
    [
      'Abundance flows to me',
      'I manage my money with wisdom',
      'I am worthy of prosperity',
      'My savings grow every month',
      'There is more than enough',
    ],
  ],
];

/** For a focus area no set matches. */
export const GENERAL_AFFIRMATIONS = [
  'I am becoming who I am meant to be',
  'Dream big, start small',
  'I am grateful for today',
  'My goals are within reach',
  'I believe in my dreams',
];

/** `count` affirmations for the focus area (general ones when no area matches). */
export function affirmationsFor(focus: readonly string[], seed: number, count = 3): string[] {
  const text = focus.join(' ');
  const pool = [...(AFFIRMATIONS.find(([re]) => re.test(text))?.[1] ?? GENERAL_AFFIRMATIONS)];
  const r = mulberry32(subSeed(seed, 'affirmations'));
  for (let i = pool.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, Math.min(count, pool.length));
}
