import type { Artwork, GenerateArtworkBody } from '@atelier/shared/schemas/generation';
import { apiRequest } from '@/lib/api-client';

type GenerationAnswer = Partial<Artwork> | Partial<Artwork>[] | null | undefined;

/** SPEC.md §3: a generation answer is one artwork or a list; the first id is the one shown. */
export function artworkIdOf(answer: GenerationAnswer): string | null {
  const first = Array.isArray(answer) ? answer[0] : answer;
  return typeof first?.id === 'string' && first.id ? first.id : null;
}

/** POST /api/generate-artwork {visionBoardId} or {visionBoardId, regenerate: true}. */
export const generateArtwork = (body: GenerateArtworkBody) =>
  apiRequest<GenerationAnswer>('POST', '/api/generate-artwork', body);
