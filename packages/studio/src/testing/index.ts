// @atelier/studio/testing: the studio's test helpers that the API's tests use too (input
// fixtures, the sample photos and pet shopper, image hashes, OCR and layout checks).
export { baseInput, changedShare, facePhoto, meanDiff, rawPixels } from './fixtures';
export { SEED_PHOTOS, seedPhoto, seedPhotoPath, testPhoto, type SeedPhoto } from './photos';
export { productStyles, sampleInput, seedProduct } from './samples';
export { colourDistance, colourHash, styleHash, styleOutliers } from './colour-hash';
export { hammingDistance, phash } from '../phash';
export { perceptualChange, perceptualSignature } from '../perceptual';
export { droppedWords, overflowingBlocks, overlappingBlocks } from './layout';
export { createOcr, readsWords, wordsRead, type Ocr } from './ocr';
