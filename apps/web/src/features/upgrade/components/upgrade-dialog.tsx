import { Check, Crown } from 'lucide-react';
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
import { errorStatus } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useDialogs } from '@/lib/dialogs';
import { usePaymentsOff } from '@/lib/public-config';
import { useCreateCheckout } from '../api/create-checkout';

// SPEC.md §2 and §9: the Premium plan's price and features, word for word.
const FEATURES = [
  '100 AI generations per month',
  'Priority generation queue',
  'Advanced customization options',
  'Premium support',
];

const PAYMENTS_OFF = 'Payments are not set up on this shop yet. Please check back later.';

export function UpgradeDialog() {
  const { user } = useAuth();
  const { upgradeOpen, setUpgradeOpen } = useDialogs();
  const checkout = useCreateCheckout();
  const paymentsOff = usePaymentsOff();
  const used = user?.generationsUsed ?? 0;
  const limit = user?.generationsLimit ?? 0;
  const atLimit = limit > 0 && used >= limit;
  // Stays true after success too: the browser is leaving for the checkout page.
  const busy = checkout.isPending || checkout.isSuccess;

  async function onUpgrade() {
    if (!user) return;
    try {
      const url = await checkout.mutateAsync({ userId: user.id, priceId: 'premium' });
      window.location.assign(url);
    } catch (error) {
      console.error('Upgrade checkout failed', error);
      toast({
        title: 'Upgrade Failed',
        description:
          errorStatus(error) === 503
            ? PAYMENTS_OFF
            : 'There was an error processing your upgrade. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog open={upgradeOpen} onOpenChange={setUpgradeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Crown className="size-5 text-gold" aria-hidden />
            Upgrade to Premium
          </DialogTitle>
          <DialogDescription>Unlock more generations and premium features</DialogDescription>
        </DialogHeader>
        <section
          aria-labelledby="premium-plan-title"
          className="rounded-xl border border-gold/40 bg-white p-5"
        >
          <div className="flex items-baseline justify-between gap-2">
            <h3 id="premium-plan-title" className="text-lg font-semibold">
              Premium Plan
            </h3>
            <p>
              <span className="text-2xl font-bold">$9.99</span>
              <span className="text-sm text-muted">/month</span>
            </p>
          </div>
          <ul className="mt-4 grid gap-2">
            {FEATURES.map((feature) => (
              <li key={feature} className="flex items-center gap-2 text-sm">
                <Check className="size-4 text-success" aria-hidden />
                {feature}
              </li>
            ))}
          </ul>
        </section>
        <div className="rounded-lg bg-cream px-4 py-3 text-sm">
          <p>
            Current usage: <strong>{`${used}/${limit}`}</strong> generations this month
          </p>
          {atLimit ? (
            <p role="alert" className="mt-1 font-medium text-danger">
              You&apos;ve reached your monthly limit
            </p>
          ) : null}
        </div>
        {paymentsOff ? (
          <p role="status" className="rounded-lg border border-parchment px-4 py-3 text-sm">
            {PAYMENTS_OFF}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => setUpgradeOpen(false)}>
            Maybe Later
          </Button>
          <Button
            variant="accent"
            onClick={() => void onUpgrade()}
            disabled={busy || !user || paymentsOff}
          >
            {paymentsOff ? 'Payments not set up yet' : busy ? 'Processing...' : 'Upgrade Now'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
