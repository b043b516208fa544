import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** Asked once before a new version takes the shopper's last generation of the period. */
export function LastGenerationDialog({
  open,
  onOpenChange,
  onConfirm,
  renews,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
  /** 'December 1, 2026', when the allowance renews. */
  renews: string | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Use your last generation?</DialogTitle>
          <DialogDescription>
            {`A new version uses 1 generation, and this is the last one you have left${
              renews ? ` until ${renews}` : ' this month'
            }.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Keep it for later
          </Button>
          <Button
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            Use my last generation
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
