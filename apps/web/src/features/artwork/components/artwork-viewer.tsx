import type { Artwork, ArtworkQueue } from '@atelier/shared/schemas/generation';
import {
  GENERATION_MESSAGES,
  QUEUE_PRIORITISED_LINE,
  queueLine,
} from '@atelier/shared/schemas/generation';
import { AlertTriangle, Loader2, RefreshCw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LazyImage } from '@/components/ui/lazy-image';
import type { LiveState } from '../hooks/use-artwork-events';
import { useStableSrc } from '@/lib/use-stable-src';
import { isPending } from '../lib/status';

interface ArtworkViewerProps {
  artwork: Artwork | undefined;
  /** Alt text of the finished image. */
  title: string;
  live: LiveState;
  /** A queued artwork's place and wait, from the live stream. */
  queue?: ArtworkQueue;
  onRetry: () => void;
  retrying: boolean;
}

const frame =
  'flex aspect-square w-full flex-col items-center justify-center gap-4 rounded-2xl border border-parchment bg-cream p-8 text-center';

const PENDING_TEXT = {
  queued: ['Your artwork is in the queue', 'The studio will start on it in a moment.'],
  running: [
    'Creating your artwork…',
    'The studio is painting it now. It appears here as soon as it is ready.',
  ],
} as const;

/** What the live region says: the progress, then 'ready' once a pending artwork finishes. */
function useAnnouncement(artwork: Artwork | undefined): string {
  // The id of an artwork seen queued or running in this view: only its finish is news.
  const [watched, setWatched] = useState<string | null>(null);
  if (artwork && isPending(artwork.status) && watched !== artwork.id) setWatched(artwork.id);
  if (!artwork) return '';
  if (artwork.status === 'queued' || artwork.status === 'running') {
    return PENDING_TEXT[artwork.status].join(' ');
  }
  if (artwork.status === 'succeeded' && watched === artwork.id) return 'Your artwork is ready.';
  return '';
}

function Pending({
  artwork,
  live,
  queue,
}: {
  artwork: Artwork;
  live: LiveState;
  queue?: ArtworkQueue;
}) {
  const queued = artwork.status === 'queued';
  const [headline, detail] = PENDING_TEXT[queued ? 'queued' : 'running'];
  return (
    <div className={frame}>
      {/* Read out by the live region above; shown here for sighted users. */}
      <div aria-hidden className="grid justify-items-center gap-4">
        <Loader2 className="size-10 animate-spin text-gold motion-reduce:animate-none" />
        <p className="text-xl font-semibold text-navy">{headline}</p>
        <p className="max-w-sm text-muted">{detail}</p>
        <div className="h-1.5 w-48 overflow-hidden rounded-full bg-parchment">
          <div
            className={
              queued
                ? 'h-full w-1/4 rounded-full bg-gold/60'
                : 'h-full w-2/3 animate-pulse rounded-full bg-gold'
            }
          />
        </div>
      </div>
      {/* The queue's own numbers as they change (not a timer): read out politely. */}
      <div aria-live="polite" className="grid gap-1 text-sm text-navy-soft">
        {queued && queue ? (
          <>
            <p>{queueLine(queue)}</p>
            {queue.prioritised ? (
              <p className="font-medium text-gold-ink">{QUEUE_PRIORITISED_LINE}</p>
            ) : null}
          </>
        ) : null}
      </div>
      {live === 'reconnecting' ? (
        <p className="text-sm text-muted">Reconnecting to live updates…</p>
      ) : null}
    </div>
  );
}

function Failed({
  artwork,
  onRetry,
  retrying,
}: Omit<ArtworkViewerProps, 'title' | 'live'> & {
  artwork: Artwork;
}) {
  return (
    <div className={frame}>
      <AlertTriangle className="size-10 text-danger" aria-hidden />
      <div role="alert" className="grid gap-2">
        <p className="text-xl font-semibold text-navy">This artwork could not be created</p>
        <p className="max-w-sm text-muted">{artwork.error ?? GENERATION_MESSAGES.FAILED}</p>
      </div>
      <Button onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden />
        {retrying ? 'Starting…' : 'Try again'}
      </Button>
    </div>
  );
}

/** The large view with a live region that stays mounted, so every change is announced. */
export function ArtworkViewer(props: ArtworkViewerProps) {
  const announcement = useAnnouncement(props.artwork);
  return (
    <div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ArtworkView {...props} />
    </div>
  );
}

/** The finished preview, or the progress, or the failure with a retry. */
function ArtworkView({ artwork, title, live, queue, onRetry, retrying }: ArtworkViewerProps) {
  const src = useStableSrc(artwork?.id, artwork?.imageUrl);
  if (!artwork) {
    return (
      <div className={frame}>
        <Sparkles className="size-10 text-gold" aria-hidden />
        <p className="text-xl font-semibold text-navy">No artwork yet</p>
        <p className="max-w-sm text-muted">Nothing has been created from this vision board yet.</p>
        <Button onClick={onRetry} disabled={retrying}>
          <Sparkles aria-hidden />
          {retrying ? 'Starting…' : 'Create artwork'}
        </Button>
      </div>
    );
  }
  if (artwork.status === 'failed') {
    return <Failed artwork={artwork} onRetry={onRetry} retrying={retrying} />;
  }
  if (isPending(artwork.status)) return <Pending artwork={artwork} live={live} queue={queue} />;
  if (!src) {
    return (
      <div className={frame}>
        <p className="text-muted">Image not available</p>
      </div>
    );
  }
  return (
    <LazyImage
      key={artwork.id}
      src={src}
      alt={title}
      width={artwork.width ?? 1024}
      height={artwork.height ?? 1024}
      eager
      className="w-full rounded-2xl border border-parchment shadow-card"
      fit="contain"
    />
  );
}
