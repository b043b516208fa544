import type { PricingPlan } from '@atelier/shared/schemas/content';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { useDialogs } from '@/lib/dialogs';
import { usePaymentsOff } from '@/lib/public-config';

/**
 * The button under a plan. Premium opens the upgrade dialog; a signed-out visitor signs in
 * first and the upgrade dialog follows once the sign-in succeeds.
 */
export function PlanAction({ plan }: { plan: PricingPlan }) {
  const { status, user } = useAuth();
  const { openUpgrade, openSignIn, signIn } = useDialogs();
  const [upgradeAfterSignIn, setUpgradeAfterSignIn] = useState(false);
  const paymentsOff = usePaymentsOff();
  const paid = plan.priceCents > 0;

  useEffect(() => {
    if (!upgradeAfterSignIn) return;
    if (status === 'signed-in') {
      setUpgradeAfterSignIn(false);
      if (!user?.isPremium) openUpgrade();
    } else if (!signIn.open && status === 'signed-out') {
      setUpgradeAfterSignIn(false); // the visitor closed the sign-in dialog: drop the intent
    }
  }, [upgradeAfterSignIn, status, user, signIn.open, openUpgrade]);

  if (status === 'loading') {
    return (
      <Button disabled className="w-full">
        Loading
      </Button>
    );
  }
  const isCurrent = status === 'signed-in' && Boolean(user?.isPremium) === paid;
  if (isCurrent) {
    return (
      <Button disabled variant="outline" className="w-full">
        Your current plan
      </Button>
    );
  }
  if (!paid) {
    return (
      <Button asChild variant="outline" className="w-full">
        <Link to="/products">Start creating</Link>
      </Button>
    );
  }
  // Nothing to pay with yet: say so rather than lead to a checkout that cannot start.
  if (paymentsOff) {
    return (
      <Button disabled variant="accent" className="w-full">
        Payments not set up yet
      </Button>
    );
  }
  if (status === 'signed-in') {
    return (
      <Button variant="accent" className="w-full" onClick={openUpgrade}>
        Upgrade to {plan.name}
      </Button>
    );
  }
  return (
    <Button
      variant="accent"
      className="w-full"
      onClick={() => {
        setUpgradeAfterSignIn(true);
        openSignIn('sign-in');
      }}
    >
      Upgrade to {plan.name}
    </Button>
  );
}
