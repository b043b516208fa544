// Brief in, picture out: the studio's one way in for a render, at any size.
import type { ArtworkBrief, GenerationInput } from './brief';
import { renderBoard } from './board';
import { renderPortrait } from './portrait';
import type { StudioRender } from './types';

/**
 * The brief to render: the input's own, or — for a blueprint whose fields have no text roles —
 * the rendered caption template as the title, so a named product never comes out nameless.
 */
export function briefOf(input: GenerationInput): ArtworkBrief {
  const { brief } = input;
  const caption = input.caption.replace(/\s+/g, ' ').trim();
  const hasWords = brief.title || brief.lines.length || brief.verses.length || brief.date;
  return hasWords || !caption ? brief : { ...brief, title: caption };
}

/**
 * Renders the input at exactly `width`×`height`, on this thread: a portrait, or a vision board.
 * An abort stops the render with a ProviderError.
 */
export async function renderPicture(
  input: GenerationInput,
  width: number,
  height: number,
): Promise<StudioRender> {
  const own = { ...input, brief: briefOf(input) };
  return input.kind === 'vision_board'
    ? renderBoard(own, width, height)
    : renderPortrait(own, width, height);
}
