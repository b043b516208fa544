import type { PngPurchase } from '@atelier/shared/schemas/prints';
import { Download } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { readableFileName } from '@/lib/download';
import { useDownload } from '@/lib/use-download';
import { usePayOrder } from '../api/pay-order';
import { goToCheckout } from '../lib/go-to-checkout';
import { formatAmount, formatDate } from '../lib/labels';
import { OrderThumbnail } from './order-thumbnail';
import { PlacedBanner } from './placed-banner';
import { StatusBadge } from './status-badge';

/** /orders/{id} of a PNG purchase: its download once paid, as often as the buyer likes. */
interface PngPurchaseViewProps {
  purchase: PngPurchase;
  placed: boolean;
  onRecheck: () => void;
  rechecking: boolean;
}

export function PngPurchaseView({ purchase, placed, onRecheck, rechecking }: PngPurchaseViewProps) {
  const { download, downloading } = useDownload();
  const pay = usePayOrder();
  const navigate = useNavigate();
  const title = purchase.artworkTitle ?? 'Full-resolution PNG';
  const waiting = purchase.status === 'pending_payment';

  const fileName = readableFileName(
    purchase.artworkTitle,
    purchase.artworkId ?? purchase.id,
    'png',
  );

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 pb-8">
      {placed ? (
        <PlacedBanner
          confirming={!purchase.downloadUrl}
          ready="Your PNG is ready to download."
          onRecheck={onRecheck}
          rechecking={rechecking}
        />
      ) : null}
      <section
        aria-labelledby="png-purchase-heading"
        className="grid gap-4 rounded-2xl border border-parchment bg-white p-5 shadow-card sm:grid-cols-[8rem_1fr]"
      >
        <OrderThumbnail
          src={purchase.thumbnailUrl}
          alt={`${title} artwork`}
          eager
          className="size-32"
        />
        <div className="grid content-start gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="png-purchase-heading" className="text-xl font-semibold">
              {title}
            </h2>
            <StatusBadge status={purchase.status} />
          </div>
          <p className="text-navy-soft">
            Full-resolution PNG, no watermark ·{' '}
            {formatAmount(purchase.amountCents, purchase.currency)}
          </p>
          <p className="text-sm text-muted">
            Ordered <time dateTime={purchase.createdAt}>{formatDate(purchase.createdAt)}</time>
          </p>
          {pay.isError ? (
            <FormError
              message={errorMessage(
                pay.error,
                'The checkout could not be opened. Please try again.',
              )}
            />
          ) : null}
          {purchase.downloadUrl ? (
            <Button
              variant="accent"
              className="justify-self-start"
              disabled={downloading}
              onClick={() => void download(purchase.downloadUrl ?? '', fileName)}
            >
              <Download aria-hidden />
              {downloading ? 'Downloading…' : 'Download PNG'}
            </Button>
          ) : waiting && !placed ? (
            <Button
              variant="accent"
              className="justify-self-start"
              disabled={pay.isPending || pay.isSuccess}
              onClick={() =>
                pay.mutate(purchase.id, { onSuccess: ({ url }) => goToCheckout(url, navigate) })
              }
            >
              Pay now
            </Button>
          ) : null}
          {purchase.downloadUrl ? (
            <p className="text-sm text-muted">Download it again whenever you like.</p>
          ) : null}
        </div>
      </section>
    </div>
  );
}
