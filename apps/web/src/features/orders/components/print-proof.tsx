import {
  CHANGE_NOTE_MAX,
  PROOF_ALT,
  PROOF_MESSAGES,
  type CanvasOrderDetail,
  type PrintProof,
} from '@atelier/shared/schemas/prints';
import { revisionCostLine } from '@atelier/shared/schemas/revisions';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useRevisionAllowance } from '@/lib/api/get-revision-allowance';
import { useAuth } from '@/lib/auth';
import { useApproveProof, useRequestProofChange } from '../api/proof';
import { formatDateTime } from '../lib/labels';
import { cardClass } from './order-card';

/**
 * The print proof from the real print file: the front as printed, with the four wrapped edges
 * laid round it where they fold (top above, left and right beside, bottom below).
 */
export function ProofImages({ proof }: { proof: PrintProof }) {
  const edge = 'block bg-parchment object-fill';
  return (
    <figure className="grid gap-2">
      <div className="grid grid-cols-[1.5rem_minmax(0,1fr)_1.5rem] grid-rows-[1.5rem_auto_1.5rem] gap-1">
        <img src={proof.top} alt={PROOF_ALT.top} className={`${edge} col-start-2 h-6 w-full`} />
        <img
          src={proof.left}
          alt={PROOF_ALT.left}
          className={`${edge} col-start-1 row-start-2 h-full w-6`}
        />
        <img
          src={proof.front}
          alt={PROOF_ALT.front}
          className="col-start-2 row-start-2 block h-auto w-full"
        />
        <img
          src={proof.right}
          alt={PROOF_ALT.right}
          className={`${edge} col-start-3 row-start-2 h-full w-6`}
        />
        <img
          src={proof.bottom}
          alt={PROOF_ALT.bottom}
          className={`${edge} col-start-2 row-start-3 h-6 w-full`}
        />
      </div>
      <figcaption className="text-sm text-muted">
        The front exactly as it will be printed, with the four edges as they wrap around the frame.
      </figcaption>
    </figure>
  );
}

/**
 * What the change costs: the artwork's free revisions first, then one of the shopper's
 * generations; with neither, the shop makes the change by hand (the server's rule,
 * canvas-orders.service.ts requestChange).
 */
function ChangeCost({ artworkId, open }: { artworkId: string | null; open: boolean }) {
  const allowance = useRevisionAllowance(artworkId, open);
  const { user } = useAuth();
  const generationsLeft = user
    ? Math.max(0, user.generationsLimit - user.generationsUsed)
    : undefined;
  return (
    <p className="text-sm text-navy-soft" aria-live="polite">
      {allowance.data ? revisionCostLine(allowance.data, generationsLeft) : ''}
    </p>
  );
}

function RequestChangeButton({
  orderId,
  artworkId,
}: {
  orderId: string;
  artworkId: string | null;
}) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const ask = useRequestProofChange();
  const { refreshProfile } = useAuth();

  const submit = () => {
    const trimmed = note.trim();
    if (!trimmed) return setFieldError(PROOF_MESSAGES.NOTE_REQUIRED);
    if (trimmed.length > CHANGE_NOTE_MAX) return setFieldError(PROOF_MESSAGES.NOTE_TOO_LONG);
    setFieldError(undefined);
    ask.mutate(
      { orderId, note: trimmed },
      {
        onSuccess: (order) => {
          setOpen(false);
          setNote('');
          // A change past the free revisions used one of the shopper's generations.
          if (order.proofChange && !order.proofChange.free) void refreshProfile();
          toast({
            title: 'Change requested',
            description: 'We will send you a new proof to approve.',
          });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) ask.reset();
      }}
    >
      <Button variant="outline" onClick={() => setOpen(true)}>
        Ask for a change
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Ask for a change</DialogTitle>
          <DialogDescription>
            Tell us what you would like changed. We will send you a new proof to approve before
            anything is printed.
          </DialogDescription>
        </DialogHeader>
        <FormField id="proof-change-note" label="What should we change?" error={fieldError}>
          {(field) => (
            <textarea
              {...field}
              value={note}
              maxLength={CHANGE_NOTE_MAX + 100}
              rows={4}
              onChange={(e) => setNote(e.target.value)}
              className="w-full rounded-md border border-parchment bg-white px-3 py-2 text-navy"
            />
          )}
        </FormField>
        <ChangeCost artworkId={artworkId} open={open} />
        {ask.isError ? (
          <FormError message={errorMessage(ask.error, 'Your change request was not sent.')} />
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Back
          </Button>
          <Button onClick={submit} disabled={ask.isPending}>
            {ask.isPending ? 'Sending…' : 'Send change request'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** After a change request: the new version being made from it, or the shop answering it. */
function ChangeInTheMaking({ order }: { order: CanvasOrderDetail }) {
  const change = order.proofChange;
  if (!change) {
    return (
      <p className="mt-2 text-navy-soft">
        We received your change request and will send you a new proof to approve.
      </p>
    );
  }
  return (
    <p className="mt-2 text-navy-soft">
      {change.status === 'succeeded'
        ? 'The new version with your change is ready: its proof follows in a moment.'
        : `We are making a new version of your artwork with your change${change.free ? ' (a free revision)' : ''}. Its proof follows for you to approve.`}{' '}
      <Link
        to={`/artwork/${change.visionBoardId}/${change.artworkId}`}
        className="font-semibold text-navy underline"
      >
        See the new version
      </Link>
    </p>
  );
}

/**
 * The proof on /orders/{id}: while it waits for the shopper, with Approve and "Ask for a
 * change"; after a change request, a note that a new proof is coming; afterwards, for reference.
 */
export function ProofSection({ order }: { order: CanvasOrderDetail }) {
  const approve = useApproveProof();
  const awaiting = order.status === 'awaiting_approval';
  if (!order.proof && order.status !== 'changes_requested') return null;
  return (
    <section aria-labelledby="proof-heading" className={cardClass}>
      <h2 id="proof-heading" className="text-xl font-semibold">
        {awaiting ? 'Your print proof: please approve' : 'Your print proof'}
      </h2>
      {order.status === 'changes_requested' ? <ChangeInTheMaking order={order} /> : null}
      {awaiting ? (
        <p className="mt-2 text-navy-soft">
          Check the front and the edges. We start making your canvas once you approve.
          {order.autoApproveAt
            ? ` If we do not hear from you by ${formatDateTime(order.autoApproveAt)}, we approve it for you.`
            : ''}
        </p>
      ) : null}
      {order.proof ? (
        <div className="mt-4 max-w-md">
          <ProofImages proof={order.proof} />
        </div>
      ) : null}
      {awaiting ? (
        <div className="mt-4 grid gap-2">
          {approve.isError ? (
            <FormError message={errorMessage(approve.error, 'The proof was not approved.')} />
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="accent"
              disabled={approve.isPending}
              onClick={() =>
                approve.mutate(order.id, {
                  onSuccess: () =>
                    toast({
                      title: 'Proof approved',
                      description: 'We are starting production of your canvas.',
                    }),
                })
              }
            >
              {approve.isPending ? 'Approving…' : 'Approve proof'}
            </Button>
            <RequestChangeButton orderId={order.id} artworkId={order.artworkId} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
