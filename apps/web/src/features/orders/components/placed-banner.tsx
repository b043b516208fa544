import { PartyPopper } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface PlacedBannerProps {
  /** True while the payment is not confirmed yet (Stripe's webhook can land a moment later). */
  confirming: boolean;
  ready: string;
  /** Reads the order again (the shop does not poll, SPEC.md §9). */
  onRecheck: () => void;
  rechecking: boolean;
}

/** After the checkout (?placed=1): the order went through, in words the shopper expects. */
export function PlacedBanner({ confirming, ready, onRecheck, rechecking }: PlacedBannerProps) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-start gap-3 rounded-2xl border border-success/40 bg-success/10 px-4 py-3 font-medium text-navy"
    >
      <PartyPopper className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
      <p className="min-w-0 flex-1">
        {confirming
          ? 'Thank you — your order is placed. We are confirming your payment, which can take a moment.'
          : `Thank you — your order is placed. ${ready}`}
      </p>
      {confirming ? (
        <Button variant="outline" size="sm" onClick={onRecheck} disabled={rechecking}>
          {rechecking ? 'Checking…' : 'Check again'}
        </Button>
      ) : null}
    </div>
  );
}
