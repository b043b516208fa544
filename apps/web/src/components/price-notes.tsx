import type { UserProfile } from '@atelier/shared/schemas/auth';
import type { Pricing } from '@atelier/shared/schemas/content';
import { cn } from '@/lib/utils';
import { priceFacts } from '@/lib/price-facts';

interface PriceNotesProps {
  /** GET /api/pricing; nothing about prints or the PNG is shown until it arrives. */
  pricing: Pricing | undefined;
  /** The signed-in shopper (their generations left), or null. */
  user: UserProfile | null;
  className?: string;
}

/** A product card's price lines: the artwork's cost in the plan, then prints and the PNG. */
export function PriceNotes({ pricing, user, className }: PriceNotesProps) {
  const facts = priceFacts(pricing, user);
  const extras = [facts.canvas, facts.png].filter((line) => line !== null);
  return (
    <div className={cn('grid gap-0.5 text-xs text-navy-soft', className)}>
      <p>
        <span className="font-semibold text-navy">{`Artwork ${facts.artwork.toLowerCase()}`}</span>
        {facts.allowance ? <span>{` · ${facts.allowance}`}</span> : null}
      </p>
      {extras.length > 0 ? <p>{extras.join(' · ')}</p> : null}
    </div>
  );
}

/** The product page's 'What it costs' list: the same facts, one per row. */
export function PriceList({ pricing, user, className }: PriceNotesProps) {
  const facts = priceFacts(pricing, user);
  return (
    <section
      aria-labelledby="what-it-costs"
      className={cn('rounded-xl border border-parchment bg-ivory p-4 text-sm', className)}
    >
      <h3 id="what-it-costs" className="font-semibold text-navy">
        What it costs
      </h3>
      <ul className="mt-2 grid gap-1 text-navy-soft">
        <li>
          <span className="font-semibold text-navy">Your artwork: </span>
          {facts.artwork.toLowerCase()}
          {facts.allowance
            ? ` (${[facts.allowance, facts.renews].filter(Boolean).join(', ')})`
            : null}
        </li>
        {facts.canvas ? <li>{facts.canvas}</li> : null}
        {facts.png ? <li>{facts.png}</li> : null}
      </ul>
      {user ? null : (
        <p className="mt-2 text-xs text-muted">
          Sign in to see how many generations you have left.
        </p>
      )}
    </section>
  );
}
