import type { AdminOutboxDetail, AdminOutboxRow } from '@atelier/shared/schemas/admin-outbox';
import { useCallback } from 'react';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { useConfirm } from '@/features/admin/components/confirm-dialog';
import { outboxKeys, resendMail } from '../api/outbox';

type Mail = Pick<AdminOutboxRow, 'id' | 'to' | 'subject'>;

/** Resend of a failed mail, asked first: `resend(mail)`, and the id being resent (or null). */
export function useResend() {
  const confirm = useConfirm();
  const mutation = useAdminMutation<Mail, AdminOutboxDetail>({
    mutationFn: (mail) => resendMail(mail.id),
    invalidate: [outboxKeys],
    success: (_r, mail) => `“${mail.subject}” to ${mail.to} will be sent again`,
    failure: 'Could not send the mail again',
  });
  const { mutate } = mutation;
  const resend = useCallback(
    async (mail: Mail) => {
      const ok = await confirm({
        title: 'Resend this mail?',
        description: `“${mail.subject}” goes back in the queue for ${mail.to}. The shop tries to deliver it within a minute, and a few more times if it fails again.`,
        confirmLabel: 'Resend',
      });
      if (ok) mutate(mail);
    },
    [confirm, mutate],
  );
  return { resend, resending: mutation.isPending ? (mutation.variables?.id ?? null) : null };
}
