import { useQuery } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { reviewRequestQuery } from '@/features/reviews/api/review-link';
import { ReviewForm } from '@/features/reviews/components/review-form';
import { errorMessage } from '@/lib/api-client';

const LINK_FAILED = 'This review link could not be opened. Please try again in a minute.';

/** /review/:token: the buyer's review, from the link in their mail; no sign-in. */
export function ReviewPage() {
  const token = useParams().token ?? '';
  const request = useQuery(reviewRequestQuery(token));
  const what =
    request.data?.orderKind === 'canvas' ? 'your canvas print' : 'your full-resolution portrait';
  return (
    <>
      <PageIntro title="Write a Review" eyebrow="Tell other families">
        {request.data
          ? `How do you like ${what}${request.data.productTitle ? ` (${request.data.productTitle})` : ''}? Your review appears once we have read it.`
          : 'Thank you for taking a minute to tell us what you think.'}
      </PageIntro>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 pb-16">
        {request.isPending ? (
          <p role="status" className="text-navy-soft">
            Opening your review link…
          </p>
        ) : request.isError ? (
          <div
            role="alert"
            className="grid justify-items-start gap-3 rounded-2xl border border-danger/30 bg-white p-6 shadow-card"
          >
            <p className="flex items-start gap-2.5 text-navy">
              <AlertCircle className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
              {errorMessage(request.error, LINK_FAILED)}
            </p>
            <Link to="/contact" className="font-semibold text-navy underline underline-offset-4">
              Contact us
            </Link>
          </div>
        ) : (
          <div className="grid items-start gap-6 md:grid-cols-[12rem_1fr]">
            {request.data.artworkUrl ? (
              <img
                src={request.data.artworkUrl}
                alt="Your artwork"
                className="w-full rounded-xl border border-parchment shadow-card"
              />
            ) : null}
            <ReviewForm token={token} request={request.data} />
          </div>
        )}
      </div>
    </>
  );
}
