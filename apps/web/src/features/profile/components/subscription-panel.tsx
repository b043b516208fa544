import { utcDay } from '@/lib/utc-day';
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
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import {
  useBillingPortal,
  useCancelSubscription,
  useResumeSubscription,
  useSubscription,
  type SubscriptionInfo,
} from '../api/subscription-api';

export const SUBSCRIPTION_TOASTS = {
  cancelled: 'Subscription cancelled',
  resumed: { title: 'Subscription resumed', description: 'Your Premium plan will renew.' },
  failed: 'Your subscription could not be changed. Please try again.',
  portalFailed: 'The billing portal could not be opened. Please try again.',
} as const;

const benefitsText = (day: string | null) =>
  day
    ? `Your Premium benefits stay until ${day}.`
    : 'Your Premium benefits stay until the period ends.';

function priceText(plan: SubscriptionInfo['plan']) {
  const price = (plan.priceCents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
  });
  return `${price}/${plan.interval}`;
}

/** A premium user's subscription: plan, renewal or end date, cancel / resume, billing portal. */
export function SubscriptionPanel() {
  const subscription = useSubscription(true);
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useBillingPortal();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const sub = subscription.data;
  const day = utcDay(sub?.currentPeriodEnd ?? null);

  const onCancel = async () => {
    try {
      const next = await cancel.mutateAsync();
      setConfirmOpen(false);
      toast({
        title: SUBSCRIPTION_TOASTS.cancelled,
        description: benefitsText(utcDay(next.currentPeriodEnd)),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Cancellation failed',
        description: errorMessage(error, SUBSCRIPTION_TOASTS.failed),
        variant: 'destructive',
      });
    }
  };

  const onResume = async () => {
    try {
      await resume.mutateAsync();
      toast({ ...SUBSCRIPTION_TOASTS.resumed, variant: 'success' });
    } catch (error) {
      toast({
        title: 'Resume failed',
        description: errorMessage(error, SUBSCRIPTION_TOASTS.failed),
        variant: 'destructive',
      });
    }
  };

  const onPortal = async () => {
    try {
      const { url } = await portal.mutateAsync();
      window.location.assign(url);
    } catch (error) {
      toast({
        title: 'Billing portal unavailable',
        description: errorMessage(error, SUBSCRIPTION_TOASTS.portalFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <section
      aria-labelledby="manage-subscription-heading"
      className="grid gap-3 border-t border-parchment pt-4"
    >
      <h3 id="manage-subscription-heading" className="font-semibold text-navy">
        Manage subscription
      </h3>
      {subscription.isPending ? (
        <p className="text-sm text-navy-soft">Loading your subscription...</p>
      ) : !sub ? (
        <div className="grid gap-2">
          <p className="text-sm text-navy-soft">Your subscription details are not available.</p>
          <Button asChild variant="outline" className="justify-self-start">
            <Link to="/pricing">See plans</Link>
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm text-navy-soft">
            <span className="font-semibold text-navy">{sub.plan.name}</span>
            {` · ${priceText(sub.plan)}`}
            {day ? (
              <span>{` · ${sub.cancelAtPeriodEnd ? 'Ends' : 'Renews'} on ${day}`}</span>
            ) : null}
          </p>
          {sub.provider === 'comp' ? (
            <p className="text-sm text-navy-soft">
              The shop gave you Premium: there is nothing to pay, cancel or resume. Contact us to
              change it.
            </p>
          ) : (
            <div className="flex flex-wrap gap-2">
              {sub.cancelAtPeriodEnd ? (
                <Button
                  variant="accent"
                  disabled={resume.isPending}
                  onClick={() => void onResume()}
                >
                  {resume.isPending ? 'Resuming...' : 'Resume subscription'}
                </Button>
              ) : (
                <Button variant="outline" onClick={() => setConfirmOpen(true)}>
                  Cancel subscription
                </Button>
              )}
              {sub.provider === 'stripe' ? (
                <Button
                  variant="outline"
                  disabled={portal.isPending}
                  onClick={() => void onPortal()}
                >
                  {portal.isPending ? 'Opening...' : 'Billing & invoices'}
                </Button>
              ) : null}
            </div>
          )}
          <Dialog open={confirmOpen} onOpenChange={setConfirmOpen}>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Cancel your subscription?</DialogTitle>
                <DialogDescription>{benefitsText(day)}</DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <Button variant="outline" onClick={() => setConfirmOpen(false)}>
                  Keep subscription
                </Button>
                <Button
                  variant="destructive"
                  disabled={cancel.isPending}
                  onClick={() => void onCancel()}
                >
                  {cancel.isPending ? 'Cancelling...' : 'Cancel subscription'}
                </Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        </>
      )}
    </section>
  );
}
