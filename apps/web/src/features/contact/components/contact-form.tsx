import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  contactBodySchema,
  type ContactBody,
} from '@atelier/shared/schemas/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, errorStatus } from '@/lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';
import { FormField } from '@/components/ui/form-field';
import { FormError } from '@/components/ui/form-error';

type Output = z.output<typeof contactBodySchema>;

export const CONTACT_RATE_LIMITED = 'Too many messages — please try again later.';
const CONTACT_FAILED = 'We could not send your message. Please try again.';

const EMPTY: ContactBody = { name: '', email: '', subject: '', message: '', website: '' };

/** Why a send failed, in words for the visitor: the server's message, or the 429 note. */
function failureText(error: unknown): string {
  if (errorStatus(error) === 429) return CONTACT_RATE_LIMITED;
  return errorMessage(error, CONTACT_FAILED);
}

export function ContactForm() {
  const id = useId();
  const send = useSendContactMessage();
  const [sent, setSent] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  const form = useForm<ContactBody, unknown, Output>({
    resolver: zodResolver(contactBodySchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ ...values, subject: values.subject || undefined });
      form.reset(EMPTY);
      setSent(true);
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (error) {
      const message = failureText(error);
      form.setError('root', { message });
      toast({ title: 'Message not sent', description: message, variant: 'destructive' });
    }
  });

  if (sent) {
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        role="status"
        className="grid justify-items-center gap-3 rounded-2xl border border-success/30 bg-white p-8 text-center shadow-card focus:outline-none"
      >
        <CheckCircle2 className="size-10 text-success" aria-hidden />
        <h2 className="text-xl font-semibold">Message sent</h2>
        <p className="text-navy-soft">{CONTACT_MESSAGES.SENT}</p>
        <Button variant="outline" onClick={() => setSent(false)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Contact form"
      className="relative grid gap-4 rounded-2xl border border-parchment bg-white p-6 shadow-card"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-name`} label="Name" error={errors.name?.message}>
          {(field) => <Input autoComplete="name" {...field} {...form.register('name')} />}
        </FormField>
        <FormField id={`${id}-email`} label="Email" error={errors.email?.message}>
          {(field) => (
            <Input type="email" autoComplete="email" {...field} {...form.register('email')} />
          )}
        </FormField>
      </div>
      <FormField id={`${id}-subject`} label="Subject (optional)" error={errors.subject?.message}>
        {(field) => <Input {...field} {...form.register('subject')} />}
      </FormField>
      <FormField
        id={`${id}-message`}
        label="Message"
        // One sentence about length at a time: the error replaces the hint it repeats.
        hint={
          errors.message
            ? undefined
            : `Between ${CONTACT_LIMITS.messageMin} and ${CONTACT_LIMITS.messageMax} characters.`
        }
        error={errors.message?.message}
      >
        {(field) => (
          <textarea
            rows={6}
            maxLength={CONTACT_LIMITS.messageMax}
            className="min-h-32 w-full rounded-lg border border-navy/20 bg-white px-3 py-2 text-base text-navy placeholder:text-muted focus-visible:border-gold focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-gold/60 aria-invalid:border-danger sm:text-sm"
            {...field}
            {...form.register('message')}
          />
        )}
      </FormField>
      {/* Honeypot: invisible to people and to assistive tech; bots that fill every field
          fill this one, and the server quietly drops their message. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register('website')}
        />
      </div>
      <FormError message={errors.root?.message} />
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? 'Sending...' : 'Send message'}
      </Button>
    </form>
  );
}
