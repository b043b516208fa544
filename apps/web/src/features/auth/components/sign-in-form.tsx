import { AUTH_ERROR_MESSAGES, AUTH_TOASTS } from '@atelier/shared/constants/auth-messages';
import {
  signInFormSchema,
  type SignInForm as Values,
  type UserProfile,
} from '@atelier/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { FormField } from '@/components/ui/form-field';
import { ForgotPasswordForm } from './forgot-password-form';
import { PasswordInput } from './password-input';
import { FormError } from '@/components/ui/form-error';

/** Codes better-auth (admin plugin) and our API use for a disabled account. */
const DISABLED_CODES = new Set(['BANNED_USER', 'USER_BANNED', 'USER_DISABLED']);

/** The sentence for a failed sign-in: SPEC.md §8's for a disabled account, else the server's. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const code = (error.body as { error?: { code?: unknown } } | null)?.error?.code;
    if (typeof code === 'string' && DISABLED_CODES.has(code)) {
      return AUTH_ERROR_MESSAGES.USER_DISABLED;
    }
  }
  return errorMessage(error, AUTH_TOASTS.signInFailed.description);
}

export function SignInForm({ onSuccess }: { onSuccess?: (user: UserProfile) => void }) {
  const id = useId();
  const { signInWithEmail } = useAuth();
  const [forgot, setForgot] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    try {
      const user = await signInWithEmail(email, password);
      toast({
        title: AUTH_TOASTS.welcomeBack,
        description: 'You are signed in.',
        variant: 'success',
      });
      onSuccess?.(user);
    } catch (error) {
      const message = signInErrorMessage(error);
      form.setError('root', { message });
      toast({
        title: AUTH_TOASTS.signInFailed.title,
        description: message,
        variant: 'destructive',
      });
    }
  });

  if (forgot) {
    return (
      <ForgotPasswordForm initialEmail={form.getValues('email')} onBack={() => setForgot(false)} />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id={`${id}-email`} label="Email" error={errors.email?.message}>
        {(field) => (
          <Input type="email" autoComplete="email" {...field} {...form.register('email')} />
        )}
      </FormField>
      <FormField id={`${id}-password`} label="Password" error={errors.password?.message}>
        {(field) => (
          <PasswordInput
            autoComplete="current-password"
            {...field}
            {...form.register('password')}
          />
        )}
      </FormField>
      <div className="-mt-2 flex justify-end">
        <Button type="button" variant="link" size="inline" onClick={() => setForgot(true)}>
          Forgot password?
        </Button>
      </div>
      <FormError message={errors.root?.message} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
