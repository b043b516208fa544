import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver's parse options for admin forms: plain words where a shared schema sets no
 * message of its own (zod's defaults read "Too big: expected number to be <=5"). An emptied
 * number or money field reaches the schema as null. The shared schemas' own messages
 * (minimums, maximums, …) still win: a message set on the schema comes first.
 */
export const adminParseOptions = {
  error: (issue: z.core.$ZodRawIssue): string | undefined => {
    if (issue.code === 'invalid_type') {
      if (issue.expected === 'number' && issue.input == null) return 'Enter a number.';
      if (issue.expected === 'int') return 'Enter a whole number.';
      return undefined;
    }
    if (issue.origin === 'number' && issue.code === 'too_small') {
      return `Must be ${issue.inclusive ? 'at least' : 'more than'} ${String(issue.minimum)}.`;
    }
    if (issue.origin === 'number' && issue.code === 'too_big') {
      return `Must be ${issue.inclusive ? 'at most' : 'less than'} ${String(issue.maximum)}.`;
    }
    if (issue.origin === 'array' && issue.code === 'too_big') {
      return `At most ${String(issue.maximum)} entries.`;
    }
    return undefined;
  },
};

/** zodResolver with the options above, typed by the schema's input and output. */
export function adminResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return zodResolver(schema, adminParseOptions);
}
