import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver's parse options for admin forms: an emptied number or money field reaches the
 * schema as null, and zod's own "expected number, received null" is no message for a person.
 * The shared schemas' messages (minimums, maximums, …) still win: they are set on the schema.
 */
export const adminParseOptions = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'invalid_type' && issue.expected === 'number' && issue.input == null
      ? 'Enter a number.'
      : undefined,
};

/**
 * A resolver typed by the schema's output. AdminForm takes a form of one value type, while a
 * schema with defaults (isActive, sortOrder) has a wider input; the form always holds every
 * value, so its values are the output type.
 */
export function adminResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.output<S>> {
  return zodResolver(schema, adminParseOptions) as unknown as Resolver<z.output<S>>;
}
