import { useId, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

// The frame every admin form field shares: a <label for>, the control, its description and
// its error underneath, wired with aria-describedby. Also for custom fields (the form builder).

export const fieldControlClass =
  'flex min-h-11 w-full rounded-lg border border-navy/20 bg-white px-3 py-2 text-base text-navy placeholder:text-muted focus-visible:border-gold focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-gold/60 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger sm:text-sm';

/** The ids a field's control points at: its own id, its description and its error. */
export function useFieldIds(name: string) {
  const base = `${useId()}-${name.replace(/[^\w-]/g, '-')}`;
  return { id: base, descriptionId: `${base}-description`, errorId: `${base}-error` };
}

/** aria-describedby for a control: the description and the error, when shown. */
export function describedBy(
  ids: { descriptionId: string; errorId: string },
  hasDescription: boolean,
  hasError: boolean,
): string | undefined {
  const list = [hasDescription && ids.descriptionId, hasError && ids.errorId].filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

/** The first message in an error (arrays and nested objects keep theirs deeper down). */
export function errorText(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (typeof error.message === 'string' && error.message) return error.message;
  if (error.root?.message) return error.root.message;
  return undefined;
}

export function FieldDescription({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm text-muted">
      {children}
    </p>
  );
}

export function FieldErrorText({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-danger">
      {message}
    </p>
  );
}

/** Label above, control, description, error below. */
export function FieldShell({
  id,
  label,
  description,
  descriptionId,
  error,
  errorId,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  descriptionId: string;
  error?: string;
  errorId: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    // content-start: beside a taller neighbour (a description) the control keeps its height.
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldDescription id={descriptionId}>{description}</FieldDescription>
      <FieldErrorText id={errorId} message={error} />
    </div>
  );
}

/** A control beside its label (checkbox, switch): the label is clickable and names it. */
export function InlineFieldShell({
  ids,
  label,
  description,
  error,
  children,
}: {
  ids: ReturnType<typeof useFieldIds>;
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <div className="flex min-h-11 items-center gap-3 sm:min-h-9">
        {children}
        <Label htmlFor={ids.id} className="cursor-pointer">
          {label}
        </Label>
      </div>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <FieldErrorText id={ids.errorId} message={error} />
    </div>
  );
}

/** The switch look, shared with InlineToggle. */
export const switchRootClass =
  'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-navy/25 transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-success';
export const switchThumbClass =
  'pointer-events-none block size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0';
