import { get, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'number' && Number.isNaN(value));

/** `errors` without the entry at `path` (the objects along it copied, the rest shared). */
function without(errors: FieldErrors, path: string): FieldErrors {
  const [head, ...rest] = path.split('.');
  if (head === undefined || !(head in errors)) return errors;
  const copy: Record<string, unknown> = Array.isArray(errors)
    ? ([...errors] as unknown as Record<string, unknown>)
    : { ...errors };
  if (rest.length === 0) delete copy[head];
  else copy[head] = without(copy[head] as FieldErrors, rest.join('.'));
  return copy as FieldErrors;
}

/**
 * A field left blank is not an error until the form is saved: a new field's Label takes the
 * focus when it is added, and leaving it (to set its type, or to add the next field) must not
 * say 'Label is required.' before anything was typed. Checks of one field (on leaving it, or
 * while typing after a failed save) keep every other message; a save checks everything.
 */
export function quietBlanks<V extends FieldValues, C, O>(
  resolver: Resolver<V, C, O>,
  isSubmitted: () => boolean,
): Resolver<V, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const names = options.names ?? [];
    if (isSubmitted() || names.length !== 1) return result;
    const name = names[0]!;
    if (!get(result.errors, name) || !isBlank(get(values, name))) return result;
    return { ...result, errors: without(result.errors, name) } as typeof result;
  };
}
