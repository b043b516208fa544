import type { PngPurchase } from '@atelier/shared/schemas/png-purchases';
import { Download, Frame, ImageDown } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { readableFileName } from '@/lib/download';
import { formatMoney } from '@/lib/format-money';
import { goToCheckout } from '@/lib/go-to-checkout';
import { usePricing } from '@/lib/pricing';
import { useDownload } from '@/lib/use-download';
import { useCreatePngPurchase } from '../api/create-png-purchase';
import { usePngPurchases } from '../api/get-png-purchases';

interface ArtworkPurchasesProps {
  visionBoardId: string;
  artworkId: string;
  /** The artwork's title, for the saved file's name. */
  title: string;
}

/** The paid purchase of this artwork, if any: the one whose download is unlocked. */
const boughtPng = (purchases: PngPurchase[] | undefined, artworkId: string) =>
  purchases?.find((p) => p.artworkId === artworkId && p.downloadUrl);

/** A finished artwork's shop: the canvas print flow and the full-resolution PNG. */
export function ArtworkPurchases({ visionBoardId, artworkId, title }: ArtworkPurchasesProps) {
  const pricing = usePricing();
  const purchases = usePngPurchases();
  const buy = useCreatePngPurchase();
  const navigate = useNavigate();
  const { download, downloading } = useDownload();
  const bought = boughtPng(purchases.data, artworkId);
  const png = pricing.data?.pngDownload;
  // Buying stays possible when the purchases could not be read: the server answers an artwork
  // already bought with its existing purchase.

  const onBuy = () =>
    buy.mutate(artworkId, {
      onSuccess: ({ url }) => {
        // No checkout: this artwork was bought before, so the list only needs re-reading.
        if (url) goToCheckout(url, navigate);
        else void purchases.refetch();
      },
      onError: (error) =>
        toast({
          title: 'Purchase not started',
          description: errorMessage(error, 'Please try again in a moment.'),
          variant: 'destructive',
        }),
    });

  return (
    <div role="group" aria-label="Prints and downloads" className="flex flex-wrap gap-2">
      <Button asChild variant="accent">
        <Link to={`/artwork/${visionBoardId}/${artworkId}/canvas`}>
          <Frame aria-hidden />
          Order canvas print
        </Link>
      </Button>
      {bought?.downloadUrl ? (
        <Button
          variant="outline"
          onClick={() =>
            void download(bought.downloadUrl ?? '', readableFileName(title, artworkId, 'png'))
          }
          disabled={downloading}
        >
          <Download aria-hidden />
          {downloading ? 'Downloading…' : 'Download PNG'}
        </Button>
      ) : png && !purchases.isPending ? (
        <Button variant="outline" onClick={onBuy} disabled={buy.isPending || buy.isSuccess}>
          <ImageDown aria-hidden />
          {`Buy full-resolution PNG — ${formatMoney(png.priceCents, png.currency)}`}
        </Button>
      ) : null}
    </div>
  );
}
