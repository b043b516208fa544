import type { Artwork, VisionBoard } from '@atelier/shared/schemas/generation';
import { ImagePlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState, LoadingState } from '@/components/load-state';
import { Button } from '@/components/ui/button';
import { errorStatus } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useArtwork } from '../api/get-artwork';
import { useBoardArtworks } from '../api/get-board-artworks';
import { useLatestArtwork } from '../api/get-latest-artwork';
import { useVisionBoard } from '@/lib/api/get-vision-board';
import { useVisionBoards } from '@/lib/api/get-vision-boards';
import { useArtworkEvents } from '../hooks/use-artwork-events';
import { useRegenerate } from '../hooks/use-regenerate';
import { formatDate, isPending, renewalDay, STATUS_LABELS } from '../lib/status';
import { ArtworkActions } from './artwork-actions';
import { ArtworkViewer } from './artwork-viewer';
import { BoardGrid, boardHeading } from './board-grid';
import { LastGenerationDialog } from './last-generation-dialog';
import { VersionStrip } from './version-strip';

interface ArtworkScreenProps {
  /** From the route; without it the newest board is shown. */
  visionBoardId?: string;
  /** From the route; without it the board's newest artwork is shown. */
  artworkId?: string;
  /** What a finished artwork can be bought as (prints, downloads), composed by the route. */
  renderPurchases?: RenderPurchases;
}

export type RenderPurchases = (shown: {
  board: VisionBoard;
  artwork: Artwork;
  title: string;
}) => ReactNode;

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <EmptyState icon={ImagePlus} title={title}>
      {children}
    </EmptyState>
  );
}

const Loading = () => <LoadingState>Loading your portraits…</LoadingState>;

/** The artwork history/detail screen of SPEC.md §2 (all four routes). */
export function ArtworkScreen({ visionBoardId, artworkId, renderPurchases }: ArtworkScreenProps) {
  const boards = useVisionBoards();
  const boardId = visionBoardId ?? boards.data?.[0]?.id;
  const boardRead = useVisionBoard(visionBoardId);
  const board = boardRead.data ?? boards.data?.find((b) => b.id === boardId);

  if (boards.isError && !visionBoardId) {
    return (
      <Notice title="We couldn't load your portraits">
        <p className="text-muted">Please check your connection and try again.</p>
        <Button onClick={() => void boards.refetch()}>Try again</Button>
      </Notice>
    );
  }
  if (boardRead.isError && !board) {
    return (
      <Notice title={errorStatus(boardRead.error) === 404 ? 'Portrait not found' : 'Not loaded'}>
        <p className="text-muted">
          {errorStatus(boardRead.error) === 404
            ? 'This vision board does not exist or belongs to another account.'
            : 'Please check your connection and try again.'}
        </p>
        <Button asChild variant="outline">
          <Link to="/artwork">See all your portraits</Link>
        </Button>
      </Notice>
    );
  }
  if (boards.isPending && !board) return <Loading />;
  if (!board) {
    return (
      <Notice title="No portraits yet">
        <p className="text-muted">
          Choose a product, add your photos and words, and your first portrait appears here.
        </p>
        <Button asChild variant="accent">
          <Link to="/products">Create Your Portrait</Link>
        </Button>
      </Notice>
    );
  }
  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 pb-16">
      <BoardDetail
        key={board.id}
        board={board}
        artworkId={artworkId}
        renderPurchases={renderPurchases}
      />
      {boards.data && boards.data.length > 0 ? (
        <BoardGrid boards={boards.data} selectedId={board.id} />
      ) : null}
    </div>
  );
}

function BoardDetail({
  board,
  artworkId,
  renderPurchases,
}: {
  board: VisionBoard;
  artworkId?: string;
  renderPurchases?: RenderPurchases;
}) {
  const artworks = useBoardArtworks(board.id);
  const list = artworks.data ?? [];
  // Without an artwork in the address, the board's newest one is shown.
  const latest = useLatestArtwork(artworkId ? undefined : board.id);
  const selectedId = artworkId ?? latest.data?.id ?? list[0]?.id;
  const fromList = list.find((a) => a.id === selectedId);
  const read = useArtwork(selectedId);
  const artwork: Artwork | undefined =
    read.data && read.data.visionBoardId === board.id ? read.data : fromList;
  const { live, queue } = useArtworkEvents(
    board.id,
    isPending(artwork?.status) || list.some((a) => isPending(a.status)),
  );
  const { regenerate, isPending: regenerating } = useRegenerate();
  const heading = boardHeading(board);
  const title = heading.title;
  const { user } = useAuth();
  const left = user ? Math.max(0, user.generationsLimit - user.generationsUsed) : null;
  const [confirmLast, setConfirmLast] = useState(false);
  // Every new version costs a generation; the last one is only spent once the shopper agrees.
  const onRegenerate = () => (left === 1 ? setConfirmLast(true) : void regenerate(board.id));

  const missing =
    Boolean(artworkId) && !artwork && (read.isError || (artworks.isSuccess && !read.isPending));
  const loading = !artwork && (artworks.isPending || (Boolean(selectedId) && read.isPending));

  return (
    <section aria-labelledby="portrait-title" className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <div>
        {missing ? (
          <Notice title="Version not found">
            <p className="text-muted">This artwork does not exist or belongs to another account.</p>
            <Button asChild variant="outline">
              <Link to={`/artwork/${board.id}`}>Show the newest version</Link>
            </Button>
          </Notice>
        ) : loading ? (
          <Loading />
        ) : (
          <ArtworkViewer
            artwork={artwork}
            title={`${board.productTitle ?? title} artwork`}
            live={live}
            queue={artwork ? queue[artwork.id] : undefined}
            onRetry={onRegenerate}
            retrying={regenerating}
          />
        )}
      </div>
      <div className="grid content-start gap-6">
        <div className="grid gap-1">
          <h2 id="portrait-title" className="text-2xl font-semibold text-navy">
            {title}
          </h2>
          {heading.product ? <p className="text-navy-soft">{heading.product}</p> : null}
          <p className="text-sm text-muted">
            Created <time dateTime={board.createdAt}>{formatDate(board.createdAt)}</time>
            {artwork ? ` · ${STATUS_LABELS[artwork.status]}` : null}
            {artwork?.isApproved ? ' · Approved' : null}
          </p>
        </div>
        <ArtworkActions
          board={board}
          artwork={artwork}
          onRegenerate={onRegenerate}
          regenerating={regenerating}
          generationsLeft={left}
          purchases={
            artwork?.status === 'succeeded'
              ? renderPurchases?.({ board, artwork, title })
              : undefined
          }
        />
        <LastGenerationDialog
          open={confirmLast}
          onOpenChange={setConfirmLast}
          onConfirm={() => void regenerate(board.id)}
          renews={renewalDay(user?.allowanceRenewsAt ?? null)}
        />
        <VersionStrip boardId={board.id} artworks={list} selectedId={artwork?.id} />
      </div>
    </section>
  );
}
