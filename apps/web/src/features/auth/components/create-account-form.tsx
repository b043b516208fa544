import { AUTH_FORM_MESSAGES, AUTH_TOASTS } from '@atelier/shared/constants/auth-messages';
import { DISPLAY_NAME_MAX } from '@atelier/shared/schemas/account';
import { signInFormSchema, type UserProfile } from '@atelier/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from './password-input';
import { FormError } from '@/components/ui/form-error';

// SPEC.md §5: the sign-in rules plus a matching confirmation, reported on the confirm field.
const createAccountSchema = z
  .object({
    // The profile page's limit, which the API applies to sign-up as well.
    name: z
      .string()
      .trim()
      .min(1, { error: 'Please enter your name' })
      .max(DISPLAY_NAME_MAX, {
        error: `Display name must be at most ${DISPLAY_NAME_MAX} characters`,
      }),
    email: signInFormSchema.shape.email,
    password: signInFormSchema.shape.password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_FORM_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
type Values = z.infer<typeof createAccountSchema>;

export function CreateAccountForm({ onSuccess }: { onSuccess?: (user: UserProfile) => void }) {
  const id = useId();
  const { signUpWithEmail } = useAuth();
  const form = useForm<Values>({
    resolver: zodResolver(createAccountSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, email, password }) => {
    try {
      const user = await signUpWithEmail(name, email, password);
      toast({
        title: AUTH_TOASTS.accountCreated,
        description: `Welcome to Atelier, ${user.displayName ?? name}.`,
        variant: 'success',
      });
      onSuccess?.(user);
    } catch (error) {
      const message = errorMessage(error, AUTH_TOASTS.registrationFailed.description);
      form.setError('root', { message });
      toast({
        title: AUTH_TOASTS.registrationFailed.title,
        description: message,
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id={`${id}-name`} label="Name" error={errors.name?.message}>
        {(field) => <Input autoComplete="name" {...field} {...form.register('name')} />}
      </FormField>
      <FormField id={`${id}-email`} label="Email" error={errors.email?.message}>
        {(field) => (
          <Input type="email" autoComplete="email" {...field} {...form.register('email')} />
        )}
      </FormField>
      <FormField id={`${id}-password`} label="Password" error={errors.password?.message}>
        {(field) => (
          <PasswordInput autoComplete="new-password" {...field} {...form.register('password')} />
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
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
