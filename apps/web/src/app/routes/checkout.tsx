import { useParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { DemoCheckout } from '@/features/checkout/components/demo-checkout';

/** /checkout/demo/:sessionId — the demo checkout (a plan upgrade or an order) without Stripe. */
export function DemoCheckoutPage() {
  const { sessionId = '' } = useParams();
  return (
    <RequireAuth purpose="your checkout">
      <PageIntro title="Checkout" eyebrow="Demo checkout">
        Check what you are paying for, then confirm.
      </PageIntro>
      <DemoCheckout sessionId={sessionId} />
    </RequireAuth>
  );
}
