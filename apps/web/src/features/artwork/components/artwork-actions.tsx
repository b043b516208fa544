import type { Artwork, VisionBoard } from '@atelier/shared/schemas/generation';
import { Check, Copy, Download, Heart, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDownload } from '@/lib/use-download';
import { cn } from '@/lib/utils';
import { useSetArtworkApproved } from '../api/approve-artwork';
import { useSetFavorite } from '../api/toggle-favorite';
import { artworkFileName, previewDownloadUrl } from '../lib/file-name';
import { AskChange } from './ask-change';

interface ArtworkActionsProps {
  board: VisionBoard;
  artwork: Artwork | undefined;
  onRegenerate: () => void;
  regenerating: boolean;
  /** The shopper's generations left this period (null while unknown). */
  generationsLeft: number | null;
  /** The finished artwork's purchase buttons (prints, downloads), from the route. */
  purchases?: ReactNode;
}

const help = 'text-xs text-muted';

/** SPEC.md §4: cloning opens the product form prefilled from this board. */
export const cloneHref = (board: Pick<VisionBoard, 'id' | 'productSlug'>) =>
  `/products/${encodeURIComponent(board.productSlug || 'vision-board')}?cloneFrom=${encodeURIComponent(board.id)}`;

const failToast = (title: string, error: unknown) =>
  toast({
    title,
    description: errorMessage(error, 'Please try again in a moment.'),
    variant: 'destructive',
  });

export function ArtworkActions({
  board,
  artwork,
  onRegenerate,
  regenerating,
  generationsLeft,
  purchases,
}: ArtworkActionsProps) {
  const approve = useSetArtworkApproved();
  const favorite = useSetFavorite();
  const { download, downloading } = useDownload();
  const finished = artwork?.status === 'succeeded';

  const onDownload = async () => {
    if (!artwork?.imageUrl) return;
    await download(previewDownloadUrl(artwork.id), artworkFileName(board, artwork.id));
  };

  const leftText =
    generationsLeft === null
      ? ''
      : generationsLeft === 0
        ? ' · none left this month'
        : ` · ${generationsLeft} left`;

  return (
    <div className="grid gap-3">
      <div role="group" aria-label="Artwork actions" className="flex flex-wrap gap-2">
        <Button onClick={onRegenerate} disabled={regenerating} aria-describedby="regenerate-help">
          <RefreshCw className={cn(regenerating && 'animate-spin')} aria-hidden />
          {regenerating ? 'Starting…' : 'Regenerate'}
        </Button>
        <Button asChild variant="outline">
          <Link to={cloneHref(board)}>
            <Copy aria-hidden />
            Create another like this
          </Link>
        </Button>
        {artwork && finished ? (
          <>
            <AskChange artwork={artwork} />
            <Button
              variant={artwork.isApproved ? 'accent' : 'outline'}
              aria-describedby="approve-help"
              onClick={() =>
                approve.mutate(
                  { artwork, approved: !artwork.isApproved },
                  { onError: (error) => failToast('Approval not saved', error) },
                )
              }
            >
              <Check aria-hidden />
              {artwork.isApproved ? 'Approved' : 'Approve'}
            </Button>
            <Button
              variant="outline"
              aria-pressed={artwork.isFavorite}
              onClick={() =>
                favorite.mutate(
                  { artwork, favorite: !artwork.isFavorite },
                  { onError: (error) => failToast('Favorite not saved', error) },
                )
              }
            >
              <Heart aria-hidden className={cn(artwork.isFavorite && 'fill-danger text-danger')} />
              Favorite
            </Button>
            <Button
              variant="outline"
              aria-describedby="download-help"
              onClick={() => void onDownload()}
              disabled={downloading || !artwork.imageUrl}
            >
              <Download aria-hidden />
              {downloading ? 'Downloading…' : 'Download preview'}
            </Button>
          </>
        ) : null}
      </div>
      {purchases}
      {/* Helper text, not tooltips: it reads the same on a phone, and each button points at it. */}
      <ul className="grid gap-1">
        <li id="regenerate-help" className={help}>
          {`Regenerate creates a new version and uses 1 generation${leftText}.`}
        </li>
        {artwork && finished ? (
          <>
            <li id="approve-help" className={help}>
              Approve marks this version as the one you like best of this board: it gets a tick in
              Versions and shows as Approved (Favorite keeps it on your Favorites page). It uses no
              generation and you can undo it.
            </li>
            <li id="download-help" className={help}>
              The download is the preview, with a watermark.
            </li>
          </>
        ) : null}
      </ul>
    </div>
  );
}
