import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  FormProvider,
  type FieldErrors,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { adminErrorMessage, adminKeys, isStaleEdit } from '../api/admin-api';
import { useRegisterDirtyFlag } from './confirm-dialog';

// The admin's one form frame: react-hook-form + zod (the page passes a form made with
// adminResolver from ../lib/admin-resolver), server errors in an alert box and a toast, the
// stale-edit 409 with a way to reload, and a guard that asks before unsaved changes are lost.

export { LEAVE_CONFIRM, LEAVE_DESCRIPTION, LEAVE_TITLE } from './confirm-dialog';

/**
 * While `when` is true, leaving this page (a link, back/forward, closing the tab or reloading)
 * asks first. In-app navigation asks through the ConfirmProvider's dialog ("Leave without
 * saving?"); the browser asks on unload. Changes of the search params only (a tab, a list
 * page) stay on the page and are never blocked. Several guards on one page (several forms)
 * share one blocker. Needs a ConfirmProvider (AdminLayout) under a data router.
 */
export function useUnsavedChangesGuard(when: boolean): void {
  const flag = useRef(when);
  // Set in the commit that renders the change, before any later click can be handled.
  useLayoutEffect(() => {
    flag.current = when;
  }, [when]);
  useRegisterDirtyFlag(flag);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers need it set to show their prompt
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
}

/** Every message in an errors tree, in order (nested objects and arrays included). */
export function collectErrorMessages(errors: FieldErrors, out: string[] = []): string[] {
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== 'object') continue;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) {
      if (!out.includes(message)) out.push(message);
    } else {
      collectErrorMessages(value as FieldErrors, out);
    }
  }
  return out;
}

type ServerError = { message: string; stale: boolean };

/**
 * `form` is useForm's answer, typically `useForm({ resolver: adminResolver(schema), … })`: its
 * field values are the schema's input, and onSubmit gets the schema's parsed output.
 */
export type AdminFormProps<TInput extends FieldValues, TOutput = TInput> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context type
  form: UseFormReturn<TInput, any, TOutput>;
  /**
   * Saves. Resolving means saved (the form takes what is on screen as its baseline); resolving
   * `false` means the admin chose not to save after all (a confirm was cancelled): the edits stay
   * unsaved, and leaving still asks.
   */
  onSubmit: (values: TOutput) => Promise<void | false>;
  submitLabel?: string;
  savingLabel?: string;
  /** Beside the submit button (Cancel link, Preview, Archive…). */
  footer?: ReactNode;
  children: ReactNode;
  /** A success toast after saving (e.g. "Product saved."). */
  successMessage?: string;
  /**
   * What "Reload" does after a stale-edit 409 (e.g. refetch and form.reset with the fresh row;
   * admin queries are invalidated after it). Without it the browser reloads the page.
   */
  onReload?: () => void | Promise<void>;
  className?: string;
  /** Accessible name of the form (e.g. the page title). */
  'aria-label'?: string;
};

export function AdminForm<TInput extends FieldValues, TOutput = TInput>({
  form,
  onSubmit,
  submitLabel = 'Save',
  savingLabel = 'Saving…',
  footer,
  children,
  successMessage,
  onReload,
  className,
  'aria-label': ariaLabel,
}: AdminFormProps<TInput, TOutput>) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [unshownErrors, setUnshownErrors] = useState<string[]>([]);
  const [reloading, setReloading] = useState(false);
  const { isDirty, isSubmitting, submitCount } = form.formState;
  const invalidErrors = useRef<FieldErrors | null>(null);

  // After a failed submit has rendered its errors, focus the first invalid control in page
  // order (react-hook-form's own focus follows registration order and misses custom controls).
  useEffect(() => {
    const errors = invalidErrors.current;
    if (!errors) return;
    invalidErrors.current = null;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first) {
      setUnshownErrors([]);
      first.focus();
    } else {
      // The errors belong to fields not on screen (another step, a collapsed item).
      setUnshownErrors(collectErrorMessages(errors));
      alertRef.current?.focus();
    }
  }, [submitCount]);

  useUnsavedChangesGuard(isDirty && !isSubmitting && !reloading);

  const submit = form.handleSubmit(
    async (values) => {
      setServerError(null);
      setUnshownErrors([]);
      let result: void | false;
      try {
        result = await onSubmit(values);
      } catch (error) {
        const message = adminErrorMessage(error, 'Could not save. Please try again.');
        setServerError({ message, stale: isStaleEdit(error) });
        toast({ variant: 'destructive', title: 'Not saved', description: message });
        requestAnimationFrame(() => alertRef.current?.focus());
        return;
      }
      if (result === false) return;
      // Saved: what is on screen is now the saved state, so leaving no longer asks.
      form.reset(form.getValues());
      if (successMessage) toast({ variant: 'success', title: successMessage });
    },
    (errors) => {
      setServerError(null);
      invalidErrors.current = errors as FieldErrors;
    },
  );

  // Without onReload, "Reload" reloads the page once the guard is off (the edits are given up
  // knowingly: the message says someone else's version must be seen first).
  useEffect(() => {
    if (reloading && !onReload) window.location.reload();
  }, [reloading, onReload]);

  const reload = async () => {
    setReloading(true);
    if (!onReload) return;
    try {
      await onReload();
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      setServerError(null);
    } finally {
      setReloading(false);
    }
  };

  const alerts = serverError ? [serverError.message] : unshownErrors;
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={ariaLabel}
        aria-busy={isSubmitting || undefined}
        className={className ?? 'grid gap-6'}
      >
        <div ref={alertRef} tabIndex={-1} className="outline-none empty:hidden">
          {alerts.length > 0 ? (
            <div
              role="alert"
              className="grid gap-2 rounded-lg border border-danger/30 bg-danger/10 px-4 py-3 text-sm text-danger"
            >
              {alerts.length === 1 ? (
                <p>{alerts[0]}</p>
              ) : (
                <ul className="list-disc pl-5">
                  {alerts.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              )}
              {serverError?.stale ? (
                <div>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => void reload()}
                    disabled={reloading}
                  >
                    {reloading ? 'Reloading…' : 'Reload'}
                  </Button>
                </div>
              ) : null}
            </div>
          ) : null}
        </div>
        {children}
        <div className="flex flex-col-reverse gap-2 border-t border-parchment pt-4 sm:flex-row sm:items-center sm:justify-end">
          {footer}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? savingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
