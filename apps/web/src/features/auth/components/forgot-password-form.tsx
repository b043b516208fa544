import {
  forgotPasswordFormSchema,
  type ForgotPasswordForm as Values,
} from '@atelier/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';

export const RESET_SENT = (email: string) =>
  `If an account exists for ${email}, we've sent a link to reset your password.`;

/**
 * "Forgot password?": asks for the account's e-mail (the one typed on the sign-in form comes
 * along) and sends the reset link. The answer is the same whether or not the account exists,
 * so the form cannot be used to learn who shops here.
 */
export function ForgotPasswordForm({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack(): void;
}) {
  const id = useId();
  const reset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<Values>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: initialEmail },
  });
  const { errors, isSubmitting } = form.formState;

  // The view changed under the keyboard user's focus ("Forgot password?" is gone): start here.
  useEffect(() => headingRef.current?.focus(), []);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await reset.mutateAsync(email);
      setSentTo(email);
      toast({ title: 'Check your email', description: RESET_SENT(email) });
    } catch (error) {
      const message = errorMessage(error, 'We could not send the reset email. Please try again.');
      form.setError('root', { message });
      toast({ title: 'Reset Failed', description: message, variant: 'destructive' });
    }
  });

  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-navy outline-none">
          Reset your password
        </h3>
        <p className="text-sm text-muted">
          Enter the e-mail of your account and we will send you a link to choose a new password.
        </p>
      </div>
      {sentTo ? (
        <p role="status" className="rounded-lg bg-parchment/60 p-3 text-sm text-navy">
          <strong className="block">Check your email</strong>
          {RESET_SENT(sentTo)} The link works for one hour.
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Reset your password">
        <FormField id={`${id}-email`} label="Email" error={errors.email?.message}>
          {(field) => (
            <Input type="email" autoComplete="email" {...field} {...form.register('email')} />
          )}
        </FormField>
        <FormError message={errors.root?.message} />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : sentTo ? 'Send again' : 'Send reset link'}
        </Button>
      </form>
      <Button
        type="button"
        variant="link"
        size="inline"
        className="justify-self-start"
        onClick={onBack}
      >
        Back to sign in
      </Button>
    </div>
  );
}
