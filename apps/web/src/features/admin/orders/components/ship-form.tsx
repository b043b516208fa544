import type { AdminOrderDetail } from '@atelier/shared/schemas/admin-orders';
import {
  adminOrderActionSchema,
  type AdminOrderActionBody,
} from '@atelier/shared/schemas/admin-order-actions';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AdminForm } from '@/features/admin/components/admin-form';
import { useConfirm } from '@/features/admin/components/confirm-dialog';
import { TextField } from '@/features/admin/components/form-fields';
import { adminResolver } from '@/features/admin/lib/admin-resolver';
import { actionQuestion } from '../lib/labels';

// "Mark shipped": carrier, tracking number and tracking URL, checked by the API's own schema
// (adminOrderActionSchema) so the messages under the fields are the ones the server would give.

/** The form's text boxes → the action body; empty optional boxes are left out, not sent as ''. */
export const shipFormSchema = z
  .object({
    carrier: z.string(),
    trackingNumber: z.string(),
    trackingUrl: z.string(),
    note: z.string(),
  })
  .transform(({ trackingUrl, note, ...rest }): AdminOrderActionBody => ({
    action: 'shipped',
    ...rest,
    ...(trackingUrl.trim() ? { trackingUrl } : {}),
    ...(note.trim() ? { note } : {}),
  }))
  .pipe(adminOrderActionSchema);

const EMPTY = { carrier: '', trackingNumber: '', trackingUrl: '', note: '' };

export function ShipForm({
  order,
  onShip,
}: {
  order: AdminOrderDetail;
  /** Sends the action; rejects with the API's error (shown by the form). */
  onShip: (body: AdminOrderActionBody) => Promise<unknown>;
}) {
  const confirm = useConfirm();
  const form = useForm({ resolver: adminResolver(shipFormSchema), defaultValues: EMPTY });

  return (
    <AdminForm
      form={form}
      aria-label="Mark shipped"
      submitLabel="Mark shipped"
      savingLabel="Marking shipped…"
      onSubmit={async (body) => {
        if (body.action !== 'shipped') return;
        const ok = await confirm(actionQuestion('shipped', order, body));
        if (ok) await onShip(body);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="carrier" label="Carrier" placeholder="UPS" maxLength={100} />
        <TextField name="trackingNumber" label="Tracking number" maxLength={100} />
      </div>
      <TextField
        name="trackingUrl"
        label="Tracking URL"
        type="url"
        description="The carrier's tracking page; the customer gets it by e-mail and on their order page."
      />
      <TextField
        name="note"
        label="Note to the customer (optional)"
        multiline
        rows={2}
        maxLength={500}
      />
    </AdminForm>
  );
}
