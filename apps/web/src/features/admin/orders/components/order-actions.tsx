import type { AdminOrderDetail } from '@atelier/shared/schemas/admin-orders';
import type {
  AdminOrderAction,
  AdminOrderActionBody,
} from '@atelier/shared/schemas/admin-order-actions';
import { Button } from '@/components/ui/button';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { useConfirm } from '@/features/admin/components/confirm-dialog';
import { orderKeys, runOrderAction } from '../api/orders';
import { ACTION_LABELS, actionQuestion } from '../lib/labels';
import { Section } from '@/features/admin/components/section';
import { ShipForm } from './ship-form';

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

  const buttons = BUTTONS.filter((action) => order.actions.includes(action));
  const canShip = order.actions.includes('shipped');
  if (buttons.length === 0 && !canShip) return null;

  const ask = async (action: ButtonAction) => {
    if (await confirm(actionQuestion(action, order))) act.mutate({ action });
  };

  return (
    <Section title="Actions">
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
