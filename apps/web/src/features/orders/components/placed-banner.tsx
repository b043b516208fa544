import { PartyPopper } from 'lucide-react';

/** After the checkout (?placed=1): the order went through, in words the shopper expects. */
export function PlacedBanner({ children }: { children: string }) {
  return (
    <p
      role="status"
      className="flex items-start gap-3 rounded-2xl border border-success/40 bg-success/10 px-4 py-3 font-medium text-navy"
    >
      <PartyPopper className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
      <span>{children}</span>
    </p>
  );
}
