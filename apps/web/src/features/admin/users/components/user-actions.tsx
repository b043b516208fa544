import {
  adminUserCreditsBodySchema,
  type AdminUserDetail,
} from '@atelier/shared/schemas/admin-users';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { useConfirm } from '@/features/admin/components/confirm-dialog';
import { Section } from '@/features/admin/components/section';
import {
  addUserCredits,
  sendUserPasswordReset,
  setUserDisabled,
  setUserPremium,
  setUserRole,
  userKeys,
} from '../api/users';
import { SELF_NOTE } from '../lib/labels';

/**
 * What an admin can do to an account: role, premium by hand, credits, disable/enable, a reset
 * mail. Each asks first (the shared confirm dialog); the answer refreshes the page.
 */
export function UserActions({ user }: { user: AdminUserDetail }) {
  const confirm = useConfirm();
  const invalidate = [userKeys];
  const role = useAdminMutation({
    mutationFn: setUserRole,
    invalidate,
    success: (_r, v) => (v.role === 'admin' ? 'Made admin' : 'Admin role removed'),
    failure: 'The role was not changed',
  });
  const premium = useAdminMutation({
    mutationFn: setUserPremium,
    invalidate,
    success: (_r, v) => (v.grant ? 'Premium granted' : 'Premium revoked'),
    failure: 'Premium was not changed',
  });
  const disable = useAdminMutation({
    mutationFn: setUserDisabled,
    invalidate,
    success: (_r, v) => (v.disabled ? 'Account disabled' : 'Account enabled'),
    failure: 'The account was not changed',
  });
  const reset = useAdminMutation({
    mutationFn: sendUserPasswordReset,
    invalidate,
    success: () => 'Password reset mail sent',
    failure: 'The mail was not sent',
  });
  const busy = role.isPending || premium.isPending || disable.isPending || reset.isPending;
  const self = user.isSelf;
  const comp = user.subscription?.provider === 'comp' && user.subscription.status === 'active';

  const ask = async (
    question: { title: string; description: string; confirmLabel: string; destructive?: boolean },
    run: () => void,
  ) => {
    if (await confirm(question)) run();
  };

  return (
    <Section title="Actions">
      {self ? (
        <p role="note" className="text-sm text-muted">
          {SELF_NOTE}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={busy || self}
          onClick={() =>
            void ask(
              user.role === 'admin'
                ? {
                    title: `Remove ${user.email}'s admin role?`,
                    description: 'They will no longer be able to open the admin.',
                    confirmLabel: 'Remove admin role',
                    destructive: true,
                  }
                : {
                    title: `Make ${user.email} an admin?`,
                    description: 'They will be able to change everything in the shop.',
                    confirmLabel: 'Make admin',
                  },
              () => role.mutate({ id: user.id, role: user.role === 'admin' ? 'user' : 'admin' }),
            )
          }
        >
          {user.role === 'admin' ? 'Remove admin role' : 'Make admin'}
        </Button>
        {user.plan === 'free' ? (
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() =>
              void ask(
                {
                  title: `Give ${user.email} premium?`,
                  description:
                    'Premium by hand, recorded as a comp (no payment): the premium allowance until you revoke it.',
                  confirmLabel: 'Grant premium',
                },
                () => premium.mutate({ id: user.id, grant: true }),
              )
            }
          >
            Grant premium
          </Button>
        ) : (
          <Button
            type="button"
            variant="outline"
            disabled={busy || !comp}
            title={comp ? undefined : 'Only premium given by hand can be revoked here.'}
            onClick={() =>
              void ask(
                {
                  title: `Revoke ${user.email}'s premium?`,
                  description: 'They go back to the free plan and its allowance.',
                  confirmLabel: 'Revoke premium',
                  destructive: true,
                },
                () => premium.mutate({ id: user.id, grant: false }),
              )
            }
          >
            Revoke premium
          </Button>
        )}
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          onClick={() =>
            void ask(
              {
                title: `Send ${user.email} a password reset mail?`,
                description: 'The mail holds a link to choose a new password, valid for an hour.',
                confirmLabel: 'Send mail',
              },
              () => reset.mutate(user.id),
            )
          }
        >
          Send password reset
        </Button>
        {user.banned ? (
          <Button
            type="button"
            disabled={busy || self}
            onClick={() =>
              void ask(
                {
                  title: `Enable ${user.email}?`,
                  description: 'They can sign in again.',
                  confirmLabel: 'Enable account',
                },
                () => disable.mutate({ id: user.id, disabled: false }),
              )
            }
          >
            Enable account
          </Button>
        ) : (
          <Button
            type="button"
            variant="destructive"
            disabled={busy || self}
            onClick={() =>
              void ask(
                {
                  title: `Disable ${user.email}?`,
                  description:
                    'They are signed out everywhere at once and cannot sign in until you enable the account again.',
                  confirmLabel: 'Disable account',
                  destructive: true,
                },
                () => disable.mutate({ id: user.id, disabled: true }),
              )
            }
          >
            Disable account
          </Button>
        )}
      </div>
      {premiumNote(user)}
      <CreditsForm user={user} />
    </Section>
  );
}

function premiumNote(user: AdminUserDetail) {
  const sub = user.subscription;
  if (user.plan !== 'premium' || !sub || sub.provider === 'comp') return null;
  return (
    <p className="text-sm text-muted">
      This premium is paid through {sub.provider === 'stripe' ? 'Stripe' : 'the demo checkout'}:
      cancel it there (or from the shopper&apos;s profile), not here.
    </p>
  );
}

/**
 * Add generation credits: amount and reason. One Idempotency-Key per submission, kept while
 * the same values are retried after a failure, so the credits are given once.
 */
export function CreditsForm({ user }: { user: AdminUserDetail }) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const attempt = useRef<{ key: string; values: string } | null>(null);
  const credits = useAdminMutation({
    mutationFn: addUserCredits,
    invalidate: [userKeys],
    success: (_r, v) => `${v.body.amount} credit${v.body.amount === 1 ? '' : 's'} added`,
    failure: 'The credits were not added',
    onSuccess: () => {
      attempt.current = null;
      setAmount('');
      setReason('');
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminUserCreditsBodySchema.safeParse({
      amount: amount.trim() === '' ? Number.NaN : Number(amount),
      reason,
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'amount' | 'reason';
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const values = JSON.stringify(parsed.data);
    if (attempt.current?.values !== values) {
      attempt.current = { key: crypto.randomUUID(), values };
    }
    credits.mutate({ id: user.id, body: parsed.data, idempotencyKey: attempt.current.key });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Add generation credits"
      className="grid gap-3 border-t border-parchment pt-3"
    >
      <h3 className="font-semibold text-navy">Add generation credits</h3>
      <div className="grid gap-3 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <FormField id={`${id}-amount`} label="Credits" error={errors.amount}>
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={1}
              max={1000}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${id}-reason`} label="Reason" error={errors.reason}>
          {(field) => (
            <Input
              {...field}
              maxLength={200}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </FormField>
      </div>
      <div>
        <Button type="submit" disabled={credits.isPending}>
          Add credits
        </Button>
      </div>
    </form>
  );
}
