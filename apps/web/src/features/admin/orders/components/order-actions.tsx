import { useState } from 'react';
import type { AdminOrderDetail } from '@atelier/shared/schemas/admin-orders';
import type {
  AdminOrderAction,
  AdminOrderActionBody,
} from '@atelier/shared/schemas/admin-order-actions';
import { Button } from '@/components/ui/button';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { useConfirm } from '@/features/admin/components/confirm-dialog';
import { orderKeys, runOrderAction } from '../api/orders';
import { ACTION_LABELS, actionQuestion, formatDateTime } from '../lib/labels';
import { Section } from '@/features/admin/components/section';
import { ShipForm } from './ship-form';
import { ProofVersionPicker } from './proof-versions';

const DONE: Record<AdminOrderAction, string> = {
  in_production: 'Order marked in production',
  shipped: 'Order marked shipped',
  delivered: 'Order marked delivered',
  cancel: 'Order cancelled',
  refund: 'Order refunded',
  reissue_proof: 'New proof sent to the customer',
};

type ButtonAction = Exclude<AdminOrderAction, 'shipped'>;

// Buttons in the order the work happens; the money-back ones last. Shipping has its own form.
const BUTTONS: ButtonAction[] = ['reissue_proof', 'in_production', 'delivered', 'cancel', 'refund'];

/**
 * The status changes the order allows now (the API's `actions`). Each asks first; a refused
 * change (409: someone or something moved the order meanwhile) says why and reloads the order.
 */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const confirm = useConfirm();
  const send = (body: AdminOrderActionBody) => runOrderAction({ id: order.id, body });
  const act = useAdminMutation({
    mutationFn: send,
    invalidate: [orderKeys],
    success: (_r, body) => DONE[body.action],
    failure: 'The order was not changed',
  });
  // The ship form shows its own errors (under the fields, or in its alert and toast).
  const ship = useAdminMutation({
    mutationFn: send,
    invalidate: [orderKeys],
    success: () => DONE.shipped,
  });

  // A new proof from another version: offered when the artwork has more than one.
  const versions = order.actions.includes('reissue_proof') ? order.proofVersions : [];
  const current = versions.find((v) => v.current) ?? versions[0];
  const [picked, setPicked] = useState<string | null>(null);
  const version = versions.find((v) => v.artworkId === picked) ?? current;

  const buttons = BUTTONS.filter((action) => order.actions.includes(action));
  const canShip = order.actions.includes('shipped');
  if (buttons.length === 0 && !canShip) return null;

  const ask = async (action: ButtonAction) => {
    const other = action === 'reissue_proof' && version && !version.current ? version : null;
    const question = actionQuestion(action, order);
    const asked = other
      ? {
          ...question,
          description: `${question.description} The proof is made from the version of ${formatDateTime(other.createdAt)}: its print file is made first, then the proof goes out.`,
        }
      : question;
    if (!(await confirm(asked))) return;
    act.mutate(other ? { action, artworkId: other.artworkId } : { action });
  };

  return (
    <Section title="Actions">
      {versions.length > 1 && version ? (
        <ProofVersionPicker
          versions={versions}
          value={version.artworkId}
          onChange={setPicked}
          disabled={act.isPending}
        />
      ) : null}
      {buttons.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {buttons.map((action) => (
            <Button
              key={action}
              type="button"
              variant={action === 'cancel' || action === 'refund' ? 'outline' : 'default'}
              disabled={act.isPending || ship.isPending}
              onClick={() => void ask(action)}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
        </div>
      ) : null}
      {canShip ? (
        <div className="grid gap-2 border-t border-parchment pt-3">
          <h3 className="font-semibold text-navy">Mark shipped</h3>
          <ShipForm order={order} onShip={(body) => ship.mutateAsync(body)} />
        </div>
      ) : null}
    </Section>
  );
}
