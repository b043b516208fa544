import { Check, Crown, Loader2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorStatus } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatMoney } from '@/lib/format-money';
import { isOrderSession, useDemoSession, usePayDemoSession } from '../api/demo-session';
import { DemoNote, DemoPayActions } from './demo-checkout-parts';
import { OrderCheckout } from './order-checkout';

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-16 text-center">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The demo checkout (no STRIPE_SECRET_KEY): the plan and price, or the order's lines and total
 * (OrderCheckout), clearly labelled as a demo.
 * Pay runs the server's real fulfilment, so the account becomes premium exactly as after Stripe.
 */
export function DemoCheckout({ sessionId }: { sessionId: string }) {
  const session = useDemoSession(sessionId);
  const pay = usePayDemoSession();
  const { refreshProfile } = useAuth();
  const navigate = useNavigate();
  // Stays busy after success too: the page is leaving for the profile.
  const busy = pay.isPending || pay.isSuccess;

  async function onPay() {
    try {
      await pay.mutateAsync(sessionId);
      await refreshProfile();
      toast({
        title: 'Welcome to Premium',
        description: 'Your account now has 100 AI generations per month.',
      });
      void navigate('/profile?upgraded=1');
    } catch (error) {
      console.error('Demo payment failed', error);
      toast({
        title: 'Upgrade Failed',
        description: 'There was an error processing your upgrade. Please try again.',
        variant: 'destructive',
      });
    }
  }

  if (session.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted">
        <Loader2 className="size-5 animate-spin" aria-hidden />
        Loading checkout…
      </p>
    );
  }
  if (session.isError) {
    return (
      <Notice title={errorStatus(session.error) === 404 ? 'Checkout not found' : 'Checkout error'}>
        <p className="text-muted">
          {errorStatus(session.error) === 404
            ? 'This checkout does not exist or belongs to another account.'
            : 'The checkout could not be loaded. Please try again.'}
        </p>
        <Button asChild variant="outline">
          <Link to="/pricing">Back to pricing</Link>
        </Button>
      </Notice>
    );
  }

  if (isOrderSession(session.data)) {
    const { status, order } = session.data;
    if (status !== 'open') {
      return (
        <Notice title={status === 'completed' ? 'Already paid' : 'Checkout expired'}>
          <p className="text-muted">
            {status === 'completed'
              ? 'This checkout is complete: your order is paid.'
              : 'This checkout has expired, and the unpaid order with it.'}
          </p>
          <Button asChild variant="outline">
            <Link to={`/orders/${order.id}`}>See the order</Link>
          </Button>
        </Notice>
      );
    }
    return <OrderCheckout session={session.data} />;
  }

  const { plan, status } = session.data;
  const price = formatMoney(plan.priceCents, plan.currency);

  if (status !== 'open' && !busy) {
    return (
      <Notice title={status === 'completed' ? 'Already paid' : 'Checkout expired'}>
        <p className="text-muted">
          {status === 'completed'
            ? 'This checkout is complete: your account is on the Premium plan.'
            : 'This checkout has expired. Please start the upgrade again.'}
        </p>
        <Button asChild variant="outline">
          <Link to={status === 'completed' ? '/profile' : '/pricing'}>
            {status === 'completed' ? 'Go to your profile' : 'Back to pricing'}
          </Link>
        </Button>
      </Notice>
    );
  }

  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 pb-16">
      <DemoNote effect="upgrades your account" />
      <section
        aria-labelledby="demo-plan-title"
        className="rounded-2xl border border-parchment bg-white p-6 shadow-card"
      >
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="demo-plan-title" className="flex items-center gap-2 text-lg font-semibold">
            <Crown className="size-5 text-gold" aria-hidden />
            {plan.name} Plan
          </h2>
          <p>
            <span className="text-2xl font-bold">{price}</span>
            <span className="text-sm text-muted">/{plan.interval}</span>
          </p>
        </div>
        {plan.features.length > 0 ? (
          <ul className="mt-4 grid gap-2">
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-center gap-2 text-sm">
                <Check className="size-4 text-success" aria-hidden />
                {feature}
              </li>
            ))}
          </ul>
        ) : null}
        <DemoPayActions cancelTo="/pricing" price={price} busy={busy} onPay={() => void onPay()} />
      </section>
    </div>
  );
}
