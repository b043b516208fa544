import { AUTH_ERROR_MESSAGES } from '@atelier/shared/constants/auth-messages';
import { changePasswordFormSchema, type ChangePasswordForm } from '@atelier/shared/schemas/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useChangePassword } from '../api/account-api';

export const PASSWORD_TOASTS = {
  changed: {
    title: 'Password Changed',
    description: 'Your new password is in place. Other devices have been signed out.',
  },
} as const;
export const NO_PASSWORD_MESSAGE =
  'This account signs in with Google and has no password to change.';
const FAILED = 'Your password could not be changed. Please try again.';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

const errorCode = (error: unknown) =>
  error instanceof ApiError
    ? (error.body as { error?: { code?: string } } | null)?.error?.code
    : undefined;

function Field({
  id,
  label,
  error,
  autoComplete,
  register,
}: {
  id: string;
  label: string;
  error?: string;
  autoComplete: string;
  register: UseFormRegisterReturn;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        autoComplete={autoComplete}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Current, new and confirmed password; SPEC.md §5 messages for the new one. */
export function PasswordSection() {
  const id = useId();
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY);
      toast({ ...PASSWORD_TOASTS.changed, variant: 'success' });
    } catch (error) {
      const code = errorCode(error);
      if (code === 'INVALID_PASSWORD') {
        form.setError('currentPassword', { message: AUTH_ERROR_MESSAGES.WRONG_PASSWORD });
      } else if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
        form.setError('root', { message: NO_PASSWORD_MESSAGE });
      } else {
        form.setError('root', { message: errorMessage(error, FAILED) });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password" className="grid gap-4">
      <Field
        id={`${id}-current`}
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        register={form.register('currentPassword')}
      />
      <Field
        id={`${id}-new`}
        label="New password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        register={form.register('newPassword')}
      />
      <Field
        id={`${id}-confirm`}
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        register={form.register('confirmPassword')}
      />
      <FormError message={errors.root?.message} />
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}
