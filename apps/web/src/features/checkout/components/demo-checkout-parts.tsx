import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

// The pieces every demo checkout shows, whatever it sells (the plan, a canvas print, a PNG).

/** The label that comes first: no card is charged; `effect` says what paying does instead. */
export function DemoNote({ effect }: { effect: string }) {
  return (
    <p
      role="note"
      className="flex items-start gap-3 rounded-xl border border-gold/60 bg-gold-soft px-4 py-3 text-sm font-medium text-navy"
    >
      <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden />
      <span>
        Demo checkout — no card is charged. This shop runs without a payment provider; paying here{' '}
        {effect} for testing.
      </span>
    </p>
  );
}

interface DemoPayActionsProps {
  /** Where Cancel goes back to. */
  cancelTo: string;
  /** The amount on the Pay button, formatted. */
  price: string;
  busy: boolean;
  onPay: () => void;
}

/** Cancel and Pay, side by side; Pay says the amount and that it is a demo. */
export function DemoPayActions({ cancelTo, price, busy, onPay }: DemoPayActionsProps) {
  return (
    <div className="mt-6 grid gap-3 sm:grid-cols-2">
      <Button asChild variant="outline" className="min-h-11">
        <Link to={cancelTo}>Cancel</Link>
      </Button>
      <Button variant="accent" className="min-h-11" onClick={onPay} disabled={busy}>
        {busy ? 'Processing...' : `Pay ${price} (demo)`}
      </Button>
    </div>
  );
}
