import { AtSign, Clock, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { ContactForm } from '@/features/contact/components/contact-form';
import { usePublicSettings } from '@/lib/api/get-public-settings';

export function ContactPage() {
  // The admin's Shop e-mail (else SHOP_EMAIL): some shoppers would rather write from their own
  // mail program than use the form.
  const shopEmail = usePublicSettings().data?.shopEmail;
  return (
    <>
      <PageIntro title="Contact Us" eyebrow="We are here to help">
        Questions about an order, a portrait or a print? Write to us and a member of our team will
        answer within one business day.
      </PageIntro>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-16 md:grid-cols-[1fr_2fr]">
        <aside className="grid content-start gap-4 text-sm text-navy-soft">
          <p className="flex items-start gap-3">
            <Clock className="mt-0.5 size-5 shrink-0 text-gold-ink" aria-hidden />
            We reply within one business day, Monday to Friday.
          </p>
          {shopEmail ? (
            <p className="flex items-start gap-3">
              <AtSign className="mt-0.5 size-5 shrink-0 text-gold-ink" aria-hidden />
              <span>
                Or write to us at{' '}
                <a
                  href={`mailto:${shopEmail}`}
                  className="font-semibold break-all text-navy underline underline-offset-4"
                >
                  {shopEmail}
                </a>
                .
              </span>
            </p>
          ) : null}
          <p className="flex items-start gap-3">
            <Mail className="mt-0.5 size-5 shrink-0 text-gold-ink" aria-hidden />
            <span>
              Many answers are already in our{' '}
              <Link to="/faq" className="font-semibold text-navy underline underline-offset-4">
                FAQ
              </Link>{' '}
              and our{' '}
              <Link to="/returns" className="font-semibold text-navy underline underline-offset-4">
                returns policy
              </Link>
              .
            </span>
          </p>
        </aside>
        <ContactForm />
      </div>
    </>
  );
}
