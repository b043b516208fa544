import type { VisionBoard } from '@atelier/shared/schemas/generation';
import { readableFileName } from '@/lib/download';
import { boardTitle } from '@atelier/shared/board-title';

/**
 * The downloaded preview's name: the shopper's own title, the product and 'preview', with the
 * first 8 characters of the artwork id ('buddy-guardian-angel-pet-preview-1a2b3c4d.jpg').
 */
export function artworkFileName(
  board: Pick<VisionBoard, 'items' | 'productTitle'>,
  artworkId: string,
): string {
  const own = boardTitle(board.items);
  const words = [own, board.productTitle, 'preview'].filter(Boolean).join(' ');
  return readableFileName(words, artworkId, 'jpg');
}

/** Where the preview is fetched as a JPEG to keep (GET /api/artwork/{id}/preview.jpg). */
export const previewDownloadUrl = (artworkId: string) =>
  `/api/artwork/${encodeURIComponent(artworkId)}/preview.jpg`;
