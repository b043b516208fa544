// @atelier/studio: the offline renderer. Brief in, picture out at any size (renderPicture), plus
// what the API's print files, seed art, render pool and upscaler draw with. This is the package's
// only runtime entry; test helpers are at @atelier/studio/testing.

// The input and its failures.
export {
  EMPTY_BRIEF,
  emptyBrief,
  type ArtworkBrief,
  type GenerationField,
  type GenerationInput,
  type GenerationKind,
} from './brief';
export { ProviderError } from './errors';
export { abortError, throwIfAborted } from './abort';

// Rendering.
export { briefOf, renderPicture } from './render';
export type { Box, RawImage, StudioRender, Subject, TextBlock } from './types';
export { STUDIO_VERSION } from './version';

// The subject finder, and the TF.js it runs on (the print upscaler shares it).
export { findSubject, warmSubjectFinder } from './subject';
export { readModelFiles, tf, wasmBackend } from './subject-models';

// The pieces a print file sets again at full size, and seed art's stage. stylePalette takes the
// input's studioSettings (default {}); frameFor and briefWords read the frame and the type set
// from that palette, and portraitStage reads them from the input itself.
export { frameFor, stylePalette } from './paint/paint';
export { briefWords, portraitStage, textZone } from './portrait';
export { portraitStyleOf } from './portrait-style';
export { boardStyleOf } from './board-style';

// Drawing in SVG with the shipped fonts.
export { esc, mulberry32, n, SANS, svgDoc, type Rng } from './svg';
export { installSvgFonts } from './svg-fonts';

// Perceptual hashes: how far two pictures are apart to the eye (regression runs, tests).
export { hammingDistance, phash } from './phash';
export { colourLayout, perceptualChange, perceptualSignature } from './perceptual';
