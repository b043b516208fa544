import type { PngPurchase } from '@atelier/shared/schemas/png-purchases';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { readableFileName } from '@/lib/download';
import { useDownload } from '@/lib/use-download';
import { usePayNow } from '../api/pay-order';
import { formatAmount, formatDate } from '../lib/labels';
import { OrderCard } from './order-card';
import { PlacedBanner } from './placed-banner';

/** /orders/{id} of a PNG purchase: its download once paid, as often as the buyer likes. */
interface PngPurchaseViewProps {
  purchase: PngPurchase;
  placed: boolean;
  onRecheck: () => void;
  rechecking: boolean;
}

export function PngPurchaseView({ purchase, placed, onRecheck, rechecking }: PngPurchaseViewProps) {
  const { download, downloading } = useDownload();
  const pay = usePayNow();
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
      <OrderCard
        headingId="png-purchase-heading"
        title={title}
        status={purchase.status}
        thumbnailUrl={purchase.thumbnailUrl}
      >
        <p className="text-navy-soft">
          Full-resolution PNG, no watermark ·{' '}
          {formatAmount(purchase.amountCents, purchase.currency)}
        </p>
        <p className="text-sm text-muted">
          Ordered <time dateTime={purchase.createdAt}>{formatDate(purchase.createdAt)}</time>
        </p>
        {pay.error ? <FormError message={pay.error} /> : null}
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
            disabled={pay.busy}
            onClick={() => pay.start(purchase.id)}
          >
            Pay now
          </Button>
        ) : null}
        {purchase.downloadUrl ? (
          <p className="text-sm text-muted">Download it again whenever you like.</p>
        ) : null}
      </OrderCard>
    </div>
  );
}
