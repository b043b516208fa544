import { useState } from 'react';
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
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCancelCanvasOrder } from '../api/cancel-canvas-order';

/** Cancel order, asked once more first: a paid order is refunded, and it cannot be undone. */
export function CancelOrderButton({ orderId, paid }: { orderId: string; paid: boolean }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelCanvasOrder();

  const onConfirm = () =>
    cancel.mutate(orderId, {
      onSuccess: () => {
        setOpen(false);
        toast({
          title: 'Order cancelled',
          description: paid ? 'Your payment is being refunded.' : 'Nothing was charged.',
        });
      },
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) cancel.reset();
      }}
    >
      <Button variant="outline" onClick={() => setOpen(true)}>
        Cancel order
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this order?</DialogTitle>
          <DialogDescription>
            {paid
              ? 'The canvas will not be printed and your payment is refunded to your card.'
              : 'The canvas will not be printed. Nothing has been charged.'}{' '}
            This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        {cancel.isError ? (
          <FormError message={errorMessage(cancel.error, 'The order was not cancelled.')} />
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Keep order
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Yes, cancel order'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
