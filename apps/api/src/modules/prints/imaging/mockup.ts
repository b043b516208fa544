import { STRETCHER_DEPTH_INCHES, type CanvasWrap } from '@atelier/shared/schemas/prints';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import {
  CENTER_X,
  FLOOR_Y,
  HANG_GAP_INCHES,
  MOCKUP_WIDTH,
  SOFA,
  roomSvg,
  type Rect,
} from './mockup-scene';

// A canvas mockup: the artwork as a stretched canvas hung above a sofa, seen
// from slightly to the right so its right edge shows. The canvas and the room share one scale
// (pixels per inch), so a 24×36 canvas is drawn as much larger than a 12×16 as it really is.
//
// The view is a one-point perspective with the picture plane parallel to the wall: the front
// face stays a true rectangle (a plane parallel to the picture plane keeps its shape), and the
// right edge, which runs from the front back to the wall, narrows towards the vanishing point
// at the canvas's mid-height. sharp has no projective warp, so the edge strip is foreshortened
// with a plain resize and cut to its trapezoid with a mask: the strip is a few pixels wide, so
// the difference from an exact warp is invisible.

export { MOCKUP_HEIGHT, MOCKUP_WIDTH } from './mockup-scene';

export type MockupRequest = {
  /** The artwork (its original, any size sharp reads). */
  image: Buffer;
  widthInches: number;
  heightInches: number;
  wrap: CanvasWrap;
};

/** Pixels per inch of the scene at most: a 44 in tall canvas still fits above the sofa. */
const MAX_SCALE = 9;
const TOP_MARGIN = 40;
const SIDE_MARGIN = 100;
/** How much of the edge's depth the slight 3/4 view shows. */
const EDGE_VIEW = 0.8;
/** The side faces away from the light (upper left), so it is a little darker. */
const EDGE_SHADE = 0.9;

export type MockupLayout = {
  /** Pixels per inch of the canvas and the room alike. */
  scale: number;
  front: Rect;
  edge: {
    /** The 1.5 in depth at the scene's scale, before foreshortening. */
    depth: number;
    /** Drawn width of the right edge, right of the front face. */
    width: number;
    /** How much shorter the edge's far side is at the top and at the bottom. */
    inset: number;
  };
};

/**
 * Where the canvas goes for a size (already oriented like the art). Large canvases shrink the
 * whole room, sofa included, so the comparison with the sofa stays true at every size.
 */
export function mockupLayout(widthInches: number, heightInches: number): MockupLayout {
  const scale = Math.min(
    MAX_SCALE,
    (FLOOR_Y - TOP_MARGIN) / (SOFA.height + HANG_GAP_INCHES + heightInches),
    (MOCKUP_WIDTH - 2 * SIDE_MARGIN) / widthInches,
  );
  const width = Math.round(widthInches * scale);
  const height = Math.round(heightInches * scale);
  const depth = Math.max(2, Math.round(STRETCHER_DEPTH_INCHES * scale));
  const edgeWidth = Math.max(2, Math.round(depth * EDGE_VIEW));
  const bottom = FLOOR_Y - Math.round((SOFA.height + HANG_GAP_INCHES) * scale);
  // The vanishing point sits beside the canvas at its mid-height, far enough right for a
  // gentle angle; the edge's far side converges towards it by the same ratio as its width.
  const toVanishingPoint = 1.5 * height + 200;
  return {
    scale,
    front: { x: Math.round(CENTER_X - (width + edgeWidth) / 2), y: bottom - height, width, height },
    edge: {
      depth,
      width: edgeWidth,
      inset: Math.round(((height / 2) * edgeWidth) / toVanishingPoint),
    },
  };
}

/** The canvas takes the art's orientation: a landscape artwork on a 12×16 hangs as 16×12. */
export function orientToArt(
  widthInches: number,
  heightInches: number,
  art: { width: number; height: number },
): { widthInches: number; heightInches: number } {
  const artLandscape = art.width > art.height;
  const artPortrait = art.width < art.height;
  const swap =
    (artLandscape && heightInches > widthInches) || (artPortrait && widthInches > heightInches);
  return swap
    ? { widthInches: heightInches, heightInches: widthInches }
    : { widthInches, heightInches };
}

type Raw = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

const raw = (img: Sharp): Promise<Raw> =>
  img.raw().toBuffer({ resolveWithObject: true }) as Promise<Raw>;
const fromRaw = (r: Raw) => sharp(r.data, { raw: r.info });

const SHADOW_COLOUR = '#1c160f';
const WRAP_COLOURS = { white: '#ffffff', black: '#161616' } as const;

/**
 * The front face and the edge strip (depth × height, before foreshortening) for a wrap:
 * image wrap prints the picture over front and edges, so the front shows its middle and the
 * edge what lies beyond; mirror wrap shows the whole picture on the front and its outer strip
 * flipped on the edge; white and black edges are plain.
 */
async function faces(image: Buffer, layout: MockupLayout, wrap: CanvasWrap) {
  const { width, height } = layout.front;
  const { depth } = layout.edge;
  const art = sharp(image).autoOrient().flatten({ background: '#ffffff' }).toColourspace('srgb');
  if (wrap === 'image') {
    const all = await raw(art.resize(width + 2 * depth, height + 2 * depth, { fit: 'cover' }));
    const [front, strip] = await Promise.all([
      raw(fromRaw(all).extract({ left: depth, top: depth, width, height })),
      raw(fromRaw(all).extract({ left: depth + width, top: depth, width: depth, height })),
    ]);
    return { front, strip };
  }
  const front = await raw(art.resize(width, height, { fit: 'cover' }));
  if (wrap === 'mirror') {
    const strip = await raw(
      fromRaw(front)
        .extract({ left: width - depth, top: 0, width: depth, height })
        .flop(),
    );
    return { front, strip };
  }
  const strip = await raw(
    sharp({ create: { width: depth, height, channels: 3, background: WRAP_COLOURS[wrap] } }),
  );
  return { front, strip };
}

/** The right edge: foreshortened, shaded, cut to its trapezoid, darker where it meets the wall. */
function edgeFace(strip: Raw, layout: MockupLayout): Promise<Raw> {
  const { width, inset } = layout.edge;
  const { height } = layout.front;
  const svg = (body: string) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`,
    );
  const trapezoid = svg(
    `<polygon points="0,0 ${width},${inset} ${width},${height - inset} 0,${height}" fill="#000"/>`,
  );
  const towardsWall = svg(
    `<defs><linearGradient id="g"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>`,
  );
  return raw(
    fromRaw(strip)
      .resize(width, height, { fit: 'fill' })
      .linear(EDGE_SHADE, 0)
      .ensureAlpha()
      .composite([
        { input: trapezoid, blend: 'dest-in' },
        { input: towardsWall, blend: 'atop' },
      ]),
  );
}

/** Light from the upper left across the front, and a fine line where the front turns into the edge. */
function frontLight(front: Rect): Buffer {
  const { width, height } = front;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="l" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#fff" stop-opacity="0.07"/>
    <stop offset="0.55" stop-color="#fff" stop-opacity="0"/>
    <stop offset="1" stop-color="#000" stop-opacity="0.08"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#l)"/>
  <rect x="${width - 1}" width="1" height="${height}" fill="#000" fill-opacity="0.18"/>
</svg>`,
  );
}

/**
 * The canvas's shadow on the wall. The light comes from the upper left and the canvas stands
 * 1.5 in off the wall, so the shadow falls down and to the right: a wide soft one, and a tight
 * darker one where the stretcher nearly touches the wall. Returns layers to composite.
 */
async function shadows(layout: MockupLayout): Promise<OverlayOptions[]> {
  const { scale, front } = layout;
  const layer = async (dx: number, dy: number, sigma: number, opacity: number) => {
    const margin = Math.ceil(3 * sigma);
    const width = front.width + 2 * margin;
    const height = front.height + 2 * margin;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="${margin}" y="${margin}" width="${front.width}" height="${front.height}" fill-opacity="${opacity}"/></svg>`;
    // Only the coverage is blurred, then given the shadow's colour: blurring RGBA would
    // mix the transparent pixels' colour into the edge.
    const mask = await raw(sharp(Buffer.from(svg)).extractChannel('alpha').blur(sigma));
    const blurred = await raw(
      sharp({ create: { width, height, channels: 3, background: SHADOW_COLOUR } }).joinChannel(
        mask.data,
        { raw: mask.info },
      ),
    );
    return {
      input: blurred.data,
      raw: blurred.info,
      left: front.x + Math.round(dx) - margin,
      top: front.y + Math.round(dy) - margin,
    };
  };
  return Promise.all([
    layer(1.6 * scale, 2.4 * scale, 1.8 * scale, 0.32),
    layer(0.5 * scale, 0.8 * scale, 0.5 * scale, 0.4),
  ]);
}

/**
 * The room is the same for every canvas drawn at the same scale (every size up to 44 in tall),
 * and drawing it is the slowest step: kept in memory, a few scales at most.
 */
const rooms = new Map<number, Promise<Raw>>();
const ROOMS_KEPT = 4;

function room(scale: number): Promise<Raw> {
  const key = Math.round(scale * 1000);
  let found = rooms.get(key);
  if (!found) {
    if (rooms.size >= ROOMS_KEPT) rooms.delete(rooms.keys().next().value!);
    found = raw(sharp(Buffer.from(roomSvg(scale))).removeAlpha());
    // A failed drawing is not kept: the next mockup tries again.
    found.catch(() => rooms.delete(key));
    rooms.set(key, found);
  }
  return found;
}

/** The mockup as a JPEG of MOCKUP_WIDTH × MOCKUP_HEIGHT. */
export async function renderMockup(req: MockupRequest): Promise<Buffer> {
  // The size as a viewer sees the art: EXIF-rotated photos report their stored size otherwise.
  const { autoOrient } = await sharp(req.image).metadata();
  const size = orientToArt(req.widthInches, req.heightInches, autoOrient);
  const layout = mockupLayout(size.widthInches, size.heightInches);
  const [{ front, strip }, wall, shadow] = await Promise.all([
    faces(req.image, layout, req.wrap),
    room(layout.scale),
    shadows(layout),
  ]);
  const edge = await edgeFace(strip, layout);
  const { x, y, width } = layout.front;
  return fromRaw(wall)
    .composite([
      ...shadow,
      { input: edge.data, raw: edge.info, left: x + width, top: y },
      { input: front.data, raw: front.info, left: x, top: y },
      { input: frontLight(layout.front), left: x, top: y },
    ])
    .jpeg({ quality: 84 })
    .toBuffer();
}
