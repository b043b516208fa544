import {
  AUTH_ERROR_MESSAGES,
  AUTH_FORM_MESSAGES,
  PASSWORD_MIN_LENGTH,
} from '@atelier/shared/constants/auth-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from './password-input';
import { FormError } from '@/components/ui/form-error';

const schema = z
  .object({
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, { error: AUTH_FORM_MESSAGES.passwordTooShort }),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: AUTH_FORM_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
type Values = z.infer<typeof schema>;

export function ResetPasswordForm({ token, onDone }: { token: string; onDone(): void }) {
  const id = useId();
  const reset = useResetPassword();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await reset.mutateAsync({ newPassword, token });
      toast({
        title: 'Password Updated',
        description: 'Your password has been changed. You can sign in with it now.',
        variant: 'success',
      });
      onDone();
    } catch (error) {
      const message = errorMessage(error, AUTH_ERROR_MESSAGES.RESET_LINK_EXPIRED);
      form.setError('root', { message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id={`${id}-new`} label="New Password" error={errors.newPassword?.message}>
        {(field) => (
          <PasswordInput autoComplete="new-password" {...field} {...form.register('newPassword')} />
        )}
      </FormField>
      <FormField
        id={`${id}-confirm`}
        label="Confirm Password"
        error={errors.confirmPassword?.message}
      >
        {(field) => (
          <PasswordInput
            autoComplete="new-password"
            {...field}
            {...form.register('confirmPassword')}
          />
        )}
      </FormField>
      <FormError message={errors.root?.message} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
