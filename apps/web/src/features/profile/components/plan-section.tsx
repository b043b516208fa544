import type { UserProfile } from '@atelier/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { useDialogs } from '@/lib/dialogs';
import { generationsLeft, renewalText } from '../lib/format';
import { SubscriptionPanel } from './subscription-panel';

/** Plan (Free or Premium), this period's generations and their renewal. */
export function PlanSection({ user }: { user: UserProfile }) {
  const { openUpgrade } = useDialogs();
  const left = generationsLeft(user.generationsUsed, user.generationsLimit);
  const renewal = renewalText(user.allowanceRenewsAt);
  const percent =
    user.generationsLimit > 0
      ? Math.min(100, Math.round((user.generationsUsed / user.generationsLimit) * 100))
      : 100;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-4 text-sm">
        <div>
          <dt className="text-muted">Plan</dt>
          {/* The plan's one name; the Pro marker belongs to the user menu (SPEC.md §2), and
              beside the name here it read as a third plan, "Premium Pro". */}
          <dd className="font-semibold">{user.isPremium ? 'Premium' : 'Free'}</dd>
        </div>
        <div>
          <dt className="text-muted">This month</dt>
          <dd className="font-semibold">
            {`Generations ${user.generationsUsed}/${user.generationsLimit}`}
          </dd>
        </div>
      </dl>
      <div
        role="meter"
        aria-label="Generations used"
        aria-valuemin={0}
        aria-valuemax={user.generationsLimit}
        aria-valuenow={Math.min(user.generationsUsed, user.generationsLimit)}
        className="h-2 overflow-hidden rounded-full bg-cream"
      >
        <div className="h-full rounded-full bg-gold" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-navy-soft">
        <span className="font-semibold">{`${left} left`}</span>
        {renewal ? <span>{` · ${renewal}`}</span> : null}
      </p>
      {user.isPremium ? (
        <SubscriptionPanel />
      ) : (
        <Button variant="accent" className="justify-self-start" onClick={openUpgrade}>
          Upgrade to Premium
        </Button>
      )}
    </div>
  );
}
