import { Link } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { Button } from '@/components/ui/button';

// Shop information pages. Their long-form copy becomes admin-editable content later; each
// already says what it is for and points to the next useful step.

function NextStep({ to, label }: { to: string; label: string }) {
  return (
    <div className="flex justify-center px-4 pb-8">
      <Button asChild variant="outline">
        <Link to={to}>{label}</Link>
      </Button>
    </div>
  );
}

export function TermsPage() {
  return (
    <PageIntro title="Terms of Service">
      The terms that apply when you create artwork, buy prints or subscribe to Premium at Atelier.
    </PageIntro>
  );
}

export function PrivacyPage() {
  return (
    <PageIntro title="Privacy Policy">
      How Atelier collects, uses and protects your account details, your photos and the artwork made
      from them.
    </PageIntro>
  );
}

export function ReturnsPage() {
  return (
    <PageIntro title="Returns & Refunds" documentTitle="Returns & Refunds">
      Every order is covered by our 30-day guarantee: here is how returns, reprints and refunds
      work.
    </PageIntro>
  );
}

export function FaqPage() {
  return (
    <>
      <PageIntro title="Frequently Asked Questions" documentTitle="FAQ">
        Answers about creating portraits, your monthly generations, prints and delivery.
      </PageIntro>
      <NextStep to="/contact" label="Still have a question? Contact us" />
    </>
  );
}

export function SectionsPage() {
  return (
    <PageIntro title="Sections">
      An overview of the building blocks our product pages are made of.
    </PageIntro>
  );
}
