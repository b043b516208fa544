import { buffer } from 'node:stream/consumers';
import {
  PROOF_PARTS,
  STRETCHER_DEPTH_INCHES,
  type PrintProof,
  type ProofPart,
} from '@atelier/shared/schemas/prints';
import sharp, { type Region } from 'sharp';
import type { Order } from '../../db/schema/orders';
import type { RenderOnce } from '../../lib/render-once';
import type { Storage } from '../../storage/storage';

// The print proof the shopper approves (issue 27 point 4): cut from the REAL print file, the
// front as printed (the face) and the four wrapped edges (the bands round it), as web-size
// JPEGs stored once beside the print file. sharp does the cutting on libuv's threads, so the
// serving thread only waits for it.

/** The proof's front is this wide or tall at most; the edges keep the front's scale. */
const PROOF_LONG_SIDE = 1200;

/** The proof image of `part` for a print file (its key without extension, then -proof-part). */
export const proofKey = (printFileKey: string, part: ProofPart) =>
  `${printFileKey.replace(/\.[a-z0-9]+$/i, '')}-proof-${part}.jpg`;

type Size = { widthInches: number; heightInches: number };

/** The face and band of a print file of this size (face plus STRETCHER_DEPTH_INCHES round it). */
export function proofGeometry(file: { width: number; height: number }, size: Size) {
  // The file is (w + 2·depth) × (h + 2·depth) inches at one PPI, whichever way round it is.
  const ppi =
    (file.width + file.height) /
    (size.widthInches + size.heightInches + 4 * STRETCHER_DEPTH_INCHES);
  const band = Math.round(STRETCHER_DEPTH_INCHES * ppi);
  return { band, faceW: file.width - 2 * band, faceH: file.height - 2 * band };
}

/** The five parts' regions of the print file. */
function regions(g: ReturnType<typeof proofGeometry>) {
  const { band, faceW, faceH } = g;
  return {
    front: { left: band, top: band, width: faceW, height: faceH },
    top: { left: band, top: 0, width: faceW, height: band },
    bottom: { left: band, top: band + faceH, width: faceW, height: band },
    left: { left: 0, top: band, width: band, height: faceH },
    right: { left: band + faceW, top: band, width: band, height: faceH },
  } satisfies Record<ProofPart, Region>;
}

export type ProofDeps = { storage: Storage; renderOnce: RenderOnce };

/**
 * The order's proof images, made once per print file from the stored file (two orders of the
 * same canvas share them); answers their keys.
 */
export async function renderProof(
  deps: ProofDeps,
  order: Pick<Order, 'printFileKey'>,
  size: Size,
): Promise<Record<ProofPart, string>> {
  const fileKey = order.printFileKey;
  if (!fileKey) throw new Error('the order has no print file to make a proof from');
  const keys = Object.fromEntries(PROOF_PARTS.map((p) => [p, proofKey(fileKey, p)])) as Record<
    ProofPart,
    string
  >;
  return deps.renderOnce({
    kind: 'print-proof',
    key: fileKey,
    stored: async () => ((await hasProof(deps.storage, fileKey)) ? keys : null),
    render: async () => {
      const file = await deps.storage.get(fileKey);
      if (!file) throw new Error('the print file is missing from storage');
      const data = await buffer(file.body);
      const meta = await sharp(data, { limitInputPixels: false }).metadata();
      const g = proofGeometry({ width: meta.width ?? 0, height: meta.height ?? 0 }, size);
      const scale = Math.min(1, PROOF_LONG_SIDE / Math.max(g.faceW, g.faceH));
      const px = (n: number) => Math.max(1, Math.round(n * scale));
      for (const [part, region] of Object.entries(regions(g)) as [ProofPart, Region][]) {
        const jpeg = await sharp(data, { limitInputPixels: false })
          .extract(region)
          .resize(px(region.width), px(region.height))
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82 })
          .toBuffer();
        await deps.storage.put(keys[part], jpeg, { contentType: 'image/jpeg' });
      }
      return keys;
    },
  });
}

/** Whether all five proof images of this print file are stored. */
async function hasProof(storage: Storage, printFileKey: string): Promise<boolean> {
  const front = proofKey(printFileKey, 'front');
  const stored = new Set(await storage.list(front.slice(0, front.lastIndexOf('/') + 1)));
  return PROOF_PARTS.every((p) => stored.has(proofKey(printFileKey, p)));
}

/**
 * The proof's signed URLs for an order whose proof was sent (null before, or when the images are
 * not stored). Callers decide who may see them: the order's owner and admins.
 */
export async function proofUrls(
  storage: Storage,
  order: Pick<Order, 'printFileKey' | 'status' | 'kind'>,
): Promise<PrintProof | null> {
  if (order.kind !== 'canvas' || !order.printFileKey) return null;
  if (['pending_payment', 'paid', 'cancelled'].includes(order.status)) return null;
  if (!(await hasProof(storage, order.printFileKey))) return null;
  const key = order.printFileKey;
  const urls = await Promise.all(PROOF_PARTS.map((p) => storage.signedUrl(proofKey(key, p))));
  return Object.fromEntries(PROOF_PARTS.map((p, i) => [p, urls[i]])) as PrintProof;
}
