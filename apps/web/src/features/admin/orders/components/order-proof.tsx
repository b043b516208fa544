import type { AdminOrderDetail } from '@atelier/shared/schemas/admin-orders';
import { PROOF_ALT, PROOF_PARTS } from '@atelier/shared/schemas/prints';
import { Section } from '@/features/admin/components/section';

const PART_LABELS = {
  front: 'Front',
  top: 'Top edge',
  right: 'Right edge',
  bottom: 'Bottom edge',
  left: 'Left edge',
} as const;

/** What a change request waits for: the new version being made, or the shop. */
function ChangeRequested({ order }: { order: AdminOrderDetail }) {
  const change = order.proofChange;
  if (!change) {
    return (
      <p className="text-sm font-semibold text-danger">
        The customer asked for a change (see the timeline). Make it, then send a new proof.
      </p>
    );
  }
  return (
    <p className="text-sm text-navy-soft">
      The customer asked for a change (see the timeline): a new version of the artwork is being made
      from their note{change.free ? ' (a free revision)' : ''}. Its proof goes to the customer by
      itself once it is finished; send a new proof only to answer the change yourself.
    </p>
  );
}

/**
 * The print proof the customer approves (front and four wrapped edges, cut from the print
 * file), and what the order waits for.
 */
export function OrderProof({ order }: { order: AdminOrderDetail }) {
  const { proof } = order;
  if (!proof && order.status !== 'changes_requested') return null;
  return (
    <Section title="Print proof">
      {order.status === 'awaiting_approval' ? (
        <p className="text-sm text-navy-soft">
          Waiting for the customer to approve. Production cannot start before.
        </p>
      ) : null}
      {order.status === 'changes_requested' ? <ChangeRequested order={order} /> : null}
      {proof ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {PROOF_PARTS.map((part) => (
            <figure key={part} className="grid content-start gap-1">
              <img
                src={proof[part]}
                alt={PROOF_ALT[part]}
                className="max-h-48 w-full rounded bg-cream object-contain"
              />
              <figcaption className="text-xs text-muted">{PART_LABELS[part]}</figcaption>
            </figure>
          ))}
        </div>
      ) : null}
    </Section>
  );
}
