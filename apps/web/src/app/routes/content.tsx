import { Check } from 'lucide-react';
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

const PLANS = [
  {
    name: 'Free',
    price: '$0',
    features: ['3 AI generations per month', 'Watermarked previews', 'Canvas prints available'],
  },
  {
    name: 'Premium',
    price: '$9.99',
    features: [
      '100 AI generations per month',
      'Priority generation queue',
      'Advanced customization options',
      'Premium support',
    ],
  },
];

export function PricingPage() {
  return (
    <>
      <PageIntro title="Pricing" eyebrow="Simple plans">
        Start free, upgrade when you want more creations each month.
      </PageIntro>
      <ul className="mx-auto grid max-w-3xl gap-6 px-4 pb-12 md:grid-cols-2">
        {PLANS.map((plan) => (
          <li
            key={plan.name}
            className="rounded-2xl border border-parchment bg-white p-6 shadow-card"
          >
            <h2 className="text-xl font-semibold">{plan.name}</h2>
            <p className="mt-2">
              <span className="text-3xl font-bold">{plan.price}</span>
              <span className="text-muted">/month</span>
            </p>
            <ul className="mt-4 grid gap-2 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex items-center gap-2">
                  <Check className="size-4 text-success" aria-hidden />
                  {feature}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}

export function ContactPage() {
  return (
    <PageIntro title="Contact Us" eyebrow="We are here to help">
      Questions about an order, a portrait or a print? Write to us and a member of our team will
      answer within one business day.
    </PageIntro>
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
