import { Checkbox, Switch } from 'radix-ui';
import { Check } from 'lucide-react';
import { useEffect, useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useController, useFormContext, type FieldError } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { centsToDollarText, parseDollars } from '../lib/money';

// Form fields bound to react-hook-form by name (use inside <AdminForm> or a <FormProvider>).
// Every field has a <label for>, aria-invalid, and aria-describedby pointing at its
// description and its error (the zod schema's message, shown under the field).

type BaseProps = { name: string; label: ReactNode; description?: ReactNode };

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
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldDescription id={descriptionId}>{description}</FieldDescription>
      <FieldErrorText id={errorId} message={error} />
    </div>
  );
}

export function TextField({
  name,
  label,
  description,
  multiline = false,
  rows = 4,
  type = 'text',
  placeholder,
  maxLength,
  autoComplete,
}: BaseProps & {
  multiline?: boolean;
  rows?: number;
  /** An input type for single-line text ('text', 'email', 'url', 'tel', …). */
  type?: ComponentProps<'input'>['type'];
  placeholder?: string;
  maxLength?: number;
  autoComplete?: string;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const ids = useFieldIds(name);
  const error = errorText(fieldState.error);
  const shared = {
    id: ids.id,
    name: field.name,
    ref: field.ref,
    value: (field.value as string | null | undefined) ?? '',
    onChange: (event: { target: { value: string } }) => field.onChange(event.target.value),
    onBlur: field.onBlur,
    disabled: field.disabled,
    placeholder,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, Boolean(description), Boolean(error)),
  };
  return (
    <FieldShell {...ids} label={label} description={description} error={error} className="min-w-0">
      {multiline ? (
        <textarea rows={rows} className={cn(fieldControlClass, 'min-h-24')} {...shared} />
      ) : (
        <Input type={type} autoComplete={autoComplete} {...shared} />
      )}
      {maxLength && multiline ? (
        <p className="text-right text-xs text-muted" aria-hidden>
          {shared.value.length}/{maxLength}
        </p>
      ) : null}
    </FieldShell>
  );
}

export function NumberField({
  name,
  label,
  description,
  min,
  max,
  step = 1,
}: BaseProps & { min?: number; max?: number; step?: number }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const ids = useFieldIds(name);
  const error = errorText(fieldState.error);
  const value = field.value as number | null | undefined;
  return (
    <FieldShell {...ids} label={label} description={description} error={error}>
      <Input
        id={ids.id}
        name={field.name}
        ref={field.ref}
        type="number"
        inputMode={step % 1 === 0 ? 'numeric' : 'decimal'}
        min={min}
        max={max}
        step={step}
        value={value == null || Number.isNaN(value) ? '' : value}
        onChange={(event) => {
          const text = event.target.value;
          field.onChange(text === '' ? null : Number(text));
        }}
        onBlur={field.onBlur}
        disabled={field.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(description), Boolean(error))}
      />
    </FieldShell>
  );
}

/** Shows dollars ("9.99"), stores cents (999). Unreadable text stores null and says why. */
export function MoneyField({ name, label, description }: BaseProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const ids = useFieldIds(name);
  const cents = field.value as number | null | undefined;
  const [text, setText] = useState(() => centsToDollarText(cents));
  // Follow outside changes (a form reset, a reload) without fighting the person typing.
  useEffect(() => {
    setText((current) => (parseDollars(current) === cents ? current : centsToDollarText(cents)));
  }, [cents]);
  const unreadable = text.trim() !== '' && parseDollars(text) === null;
  const error = unreadable ? 'Enter an amount in dollars, like 9.99.' : errorText(fieldState.error);
  return (
    <FieldShell {...ids} label={label} description={description} error={error}>
      <div className="relative">
        <span
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted"
          aria-hidden
        >
          $
        </span>
        <Input
          id={ids.id}
          name={field.name}
          ref={field.ref}
          inputMode="decimal"
          autoComplete="off"
          className="pl-7"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            field.onChange(parseDollars(event.target.value));
          }}
          onBlur={() => {
            const parsed = parseDollars(text);
            if (parsed !== null) setText(centsToDollarText(parsed));
            field.onBlur();
          }}
          disabled={field.disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, Boolean(description), Boolean(error))}
        />
      </div>
    </FieldShell>
  );
}

/** A control beside its label (checkbox, switch): the label is clickable and names it. */
function InlineFieldShell({
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

export function CheckboxField({ name, label, description }: BaseProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const ids = useFieldIds(name);
  const error = errorText(fieldState.error);
  return (
    <InlineFieldShell ids={ids} label={label} description={description} error={error}>
      <Checkbox.Root
        id={ids.id}
        name={field.name}
        ref={field.ref}
        checked={Boolean(field.value)}
        onCheckedChange={(checked) => field.onChange(checked === true)}
        onBlur={field.onBlur}
        disabled={field.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(description), Boolean(error))}
        className="flex size-5 shrink-0 items-center justify-center rounded border border-navy/40 bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:opacity-60 aria-invalid:border-danger data-[state=checked]:border-navy data-[state=checked]:bg-navy data-[state=checked]:text-ivory"
      >
        <Checkbox.Indicator>
          <Check className="size-3.5" aria-hidden />
        </Checkbox.Indicator>
      </Checkbox.Root>
    </InlineFieldShell>
  );
}

/** The switch look, shared with InlineToggle. */
export const switchRootClass =
  'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-navy/25 transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-success';
export const switchThumbClass =
  'pointer-events-none block size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0';

export function SwitchField({ name, label, description }: BaseProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const ids = useFieldIds(name);
  const error = errorText(fieldState.error);
  return (
    <InlineFieldShell ids={ids} label={label} description={description} error={error}>
      <Switch.Root
        id={ids.id}
        name={field.name}
        ref={field.ref}
        checked={Boolean(field.value)}
        onCheckedChange={(checked) => field.onChange(checked)}
        onBlur={field.onBlur}
        disabled={field.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(description), Boolean(error))}
        className={switchRootClass}
      >
        <Switch.Thumb className={switchThumbClass} />
      </Switch.Root>
    </InlineFieldShell>
  );
}

export type SelectOption = { value: string; label: string };

/** A native select (best on phones and with screen readers); '' stores null ("none"). */
export function SelectField({
  name,
  label,
  options,
  description,
  placeholder,
}: BaseProps & { options: SelectOption[]; placeholder?: string }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const ids = useFieldIds(name);
  const error = errorText(fieldState.error);
  const value = (field.value as string | null | undefined) ?? '';
  return (
    <FieldShell {...ids} label={label} description={description} error={error}>
      <select
        id={ids.id}
        name={field.name}
        ref={field.ref}
        value={value}
        onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
        onBlur={field.onBlur}
        disabled={field.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(description), Boolean(error))}
        className={fieldControlClass}
      >
        {placeholder !== undefined || !options.some((o) => o.value === value) ? (
          <option value="">{placeholder ?? 'None'}</option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
