import { useParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { DemoCheckout } from '@/features/checkout/components/demo-checkout';

/** /checkout/demo/:sessionId — the demo checkout the upgrade dialog sends to without Stripe. */
export function DemoCheckoutPage() {
  const { sessionId = '' } = useParams();
  return (
    <RequireAuth purpose="your checkout">
      <PageIntro title="Checkout" eyebrow="Demo checkout">
        Confirm your upgrade to Premium.
      </PageIntro>
      <DemoCheckout sessionId={sessionId} />
    </RequireAuth>
  );
}
