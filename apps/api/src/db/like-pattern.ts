// LIKE and ILIKE patterns made from what a user typed, so a search matches the text itself.

/** `%`, `_` and `\` of a search term as the characters themselves (LIKE's default escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A `q` search term as an ILIKE pattern that matches it literally anywhere. */
export const containsPattern = (q: string) => `%${escapeLike(q)}%`;
