import { PageIntro } from '@/components/page-intro';
import { PricingView } from '@/features/pricing/components/pricing-view';

export function PricingPage() {
  return (
    <>
      <PageIntro title="Pricing" eyebrow="Simple plans">
        Start free, upgrade when you want more creations each month, and turn any artwork into a
        canvas print or a full-resolution download.
      </PageIntro>
      <div className="mx-auto max-w-4xl px-4 pb-16">
        <PricingView />
      </div>
    </>
  );
}
