// The board's surface, painted pixel by pixel over typed arrays: cork (granules, pores and
// flecks in a wooden frame), linen (a plain weave of uneven threads), golden minimal (ivory
// paper) and night sky (indigo, nebula, stars). The seed moves the light across it.
import { mulberry32, subSeed, type Rng } from './svg';
import type { BoardStyleId } from '@atelier/shared/studio-vocabulary';
import type { RawImage } from './types';

/**
 * Smooth value noise, 0…255 per pixel: a random lattice of `cw`×`ch` px cells, interpolated
 * with smoothstep (computed here rather than by an image resize, which left row artefacts).
 */
async function noise(W: number, H: number, cw: number, ch: number, r: Rng): Promise<Uint8Array> {
  const gw = Math.ceil(W / cw) + 2;
  const gh = Math.ceil(H / ch) + 2;
  const lattice = new Float32Array(gw * gh);
  for (let i = 0; i < lattice.length; i++) lattice[i] = r.next() * 255;
  const out = new Uint8Array(W * H);
  const ix = new Int32Array(W);
  const tx = new Float32Array(W);
  for (let x = 0; x < W; x++) {
    const gx = x / cw;
    ix[x] = Math.floor(gx);
    const f = gx - ix[x]!;
    tx[x] = f * f * (3 - 2 * f);
  }
  for (let y = 0; y < H; y++) {
    const gy = y / ch;
    const iy = Math.floor(gy);
    let ty = gy - iy;
    ty = ty * ty * (3 - 2 * ty);
    const row0 = iy * gw;
    const row1 = row0 + gw;
    for (let x = 0; x < W; x++) {
      const i0 = ix[x]!;
      const t = tx[x]!;
      const a = lattice[row0 + i0]! + (lattice[row0 + i0 + 1]! - lattice[row0 + i0]!) * t;
      const b = lattice[row1 + i0]! + (lattice[row1 + i0 + 1]! - lattice[row1 + i0]!) * t;
      out[y * W + x] = a + (b - a) * ty;
    }
  }
  return out;
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);

async function paintCork(px: Float32Array, W: number, H: number, r: Rng) {
  const S = Math.min(W, H);
  const grain = Math.max(1.2, S / 420);
  const [fine, mottle, tone] = await Promise.all([
    noise(W, H, grain, grain, r),
    noise(W, H, grain * 5, grain * 5, r),
    noise(W, H, S / 6, S / 6, r),
  ]);
  const base = [178, 124, 72];
  for (let i = 0, p = 0; i < W * H; i++, p += 3) {
    const f = fine[i]! / 255;
    let t = (f - 0.5) * 0.42 + (mottle[i]! / 255 - 0.5) * 0.26 + (tone[i]! / 255 - 0.5) * 0.16;
    if (f < 0.2)
      t -= 0.35; // pores
    else if (f > 0.84) t += 0.16; // light flecks
    px[p] = base[0]! * (1 + t);
    px[p + 1] = base[1]! * (1 + t * 1.1);
    px[p + 2] = base[2]! * (1 + t * 1.25);
  }
  // The wooden frame: grain along each side, lit from the top left, mitred corners. Its grain
  // noise is drawn for the frame's strips only (streaks along the top and bottom, and down
  // the sides).
  const b = Math.round(S * 0.034);
  const [along, down] = await Promise.all([
    noise(W, b, S / 8, Math.max(1, S / 500), r),
    noise(b, H, Math.max(1, S / 500), S / 8, r),
  ]);
  const wood = (x: number, y: number, d: number, g: number, lit: boolean) => {
    const side = lit ? 1.12 : 0.82;
    const bevel = 1.08 - 0.22 * (d / b) - (d > b - Math.max(2, b * 0.12) ? 0.35 : 0);
    const k = side * bevel * (0.78 + 0.4 * (g / 255));
    const p = (y * W + x) * 3;
    px[p] = 122 * k;
    px[p + 1] = 80 * k;
    px[p + 2] = 46 * k;
  };
  for (let y = 0; y < H; y++) {
    const inBand = y < b || y >= H - b;
    for (let x = 0; x < W; x++) {
      if (!inBand && x >= b && x < W - b) {
        x = W - b - 1;
        continue;
      }
      const dt = y;
      const db = H - 1 - y;
      const d = Math.min(x, W - 1 - x, dt, db);
      if (d >= b) continue;
      if (d === dt) wood(x, y, d, along[y * W + x]!, true);
      else if (d === db) wood(x, y, d, along[(H - 1 - y) * W + x]!, false);
      else if (d === x) wood(x, y, d, down[y * b + x]!, true);
      else wood(x, y, d, down[y * b + (W - 1 - x)]!, false);
    }
  }
}

async function paintLinen(px: Float32Array, W: number, H: number, r: Rng) {
  const S = Math.min(W, H);
  const pitch = Math.max(3, Math.round(S / 170));
  const cols = Math.ceil(W / pitch) + 1;
  const rows = Math.ceil(H / pitch) + 1;
  const warp = Float32Array.from({ length: cols }, () => 0.95 + r.next() * 0.08);
  const weft = Float32Array.from({ length: rows }, () => 0.95 + r.next() * 0.08);
  const slub = await noise(W, H, S / 10, S / 10, r);
  const base = [230, 221, 205];
  for (let y = 0; y < H; y++) {
    const j = Math.floor(y / pitch);
    const fy = (y % pitch) / pitch;
    for (let x = 0; x < W; x++) {
      const i = Math.floor(x / pitch);
      const fx = (x % pitch) / pitch;
      const over = ((i + j) & 1) === 0;
      const shade = over
        ? warp[i]! * (0.84 + 0.16 * Math.sin(Math.PI * fx))
        : weft[j]! * (0.84 + 0.16 * Math.sin(Math.PI * fy));
      const k = shade * (0.96 + (slub[y * W + x]! / 255) * 0.06);
      const p = (y * W + x) * 3;
      px[p] = base[0]! * k;
      px[p + 1] = base[1]! * k;
      px[p + 2] = base[2]! * k;
    }
  }
}

async function paintIvory(px: Float32Array, W: number, H: number, r: Rng) {
  const paper = await noise(W, H, 1.5, 1.5, r);
  for (let y = 0; y < H; y++) {
    const t = y / H;
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const g = (paper[i]! / 255 - 0.5) * 5;
      const p = i * 3;
      px[p] = 252 - 6 * t + g;
      px[p + 1] = 249 - 9 * t + g;
      px[p + 2] = 241 - 15 * t + g;
    }
  }
}

async function paintNight(px: Float32Array, W: number, H: number, r: Rng) {
  const S = Math.min(W, H);
  const [cloud, wisp] = await Promise.all([
    noise(W, H, S / 5, S / 5, r),
    noise(W, H, S / 18, S / 18, r),
  ]);
  // A band of nebula across the sky, its angle from the seed.
  const angle = r.range(-0.6, 0.6);
  const ca = Math.cos(angle);
  const sa = Math.sin(angle);
  const bandAt = r.range(0.35, 0.65) * H;
  for (let y = 0; y < H; y++) {
    const t = y / H;
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const across = Math.abs((y - bandAt) * ca - (x - W / 2) * sa) / (H * 0.28);
      const band = Math.max(0, 1 - across * across);
      const c = cloud[i]! / 255;
      const w = wisp[i]! / 255;
      const neb = band * Math.max(0, c * 0.9 + w * 0.5 - 0.55);
      const p = i * 3;
      px[p] = 12 + 22 * t + neb * 110;
      px[p + 1] = 14 + 8 * t + neb * 55;
      px[p + 2] = 44 + 36 * t + neb * 130;
    }
  }
  const stars = Math.round((W * H) / 700);
  for (let s = 0; s < stars; s++) {
    const x = r.int(1, W - 2);
    const y = r.int(1, H - 2);
    const v = Math.pow(r.next(), 3) * 230 + 25;
    const tint = r.next();
    const add = (xx: number, yy: number, k: number) => {
      const p = (yy * W + xx) * 3;
      px[p] = px[p]! + v * k * (tint > 0.8 ? 1 : 0.92);
      px[p + 1] = px[p + 1]! + v * k * 0.95;
      px[p + 2] = px[p + 2]! + v * k * (tint < 0.2 ? 0.8 : 1);
    };
    add(x, y, 1);
    if (v > 150) {
      add(x - 1, y, 0.4);
      add(x + 1, y, 0.4);
      add(x, y - 1, 0.4);
      add(x, y + 1, 0.4);
    }
  }
}

/** How strongly the seed's light (and the vignette) shapes each surface. */
const LIGHT: Record<BoardStyleId, { amp: number; vignette: number }> = {
  cork: { amp: 0.2, vignette: 0.22 },
  linen: { amp: 0.16, vignette: 0.1 },
  golden: { amp: 0.12, vignette: 0.05 },
  night: { amp: 0.5, vignette: 0.25 },
};

/** The painted surface of a board style, lit from a point the seed picks. */
export async function paintSurface(
  style: BoardStyleId,
  W: number,
  H: number,
  seed: number,
): Promise<RawImage> {
  const r = mulberry32(subSeed(seed, `surface-${style}`));
  const px = new Float32Array(W * H * 3);
  if (style === 'cork') await paintCork(px, W, H, r);
  else if (style === 'linen') await paintLinen(px, W, H, r);
  else if (style === 'golden') await paintIvory(px, W, H, r);
  else await paintNight(px, W, H, r);

  const light = LIGHT[style];
  const lx = r.range(0.1, 0.9) * W;
  const ly = r.range(0.0, 0.45) * H;
  const reach = Math.hypot(W, H) * r.range(0.55, 0.8);
  const out = Buffer.alloc(W * H * 3);
  const inv = 1 / (reach * reach);
  const night = style === 'night';
  for (let y = 0; y < H; y++) {
    const vy = (y / H - 0.5) * 2;
    const dy2 = (y - ly) * (y - ly);
    for (let x = 0; x < W; x++) {
      const vx = (x / W - 0.5) * 2;
      const d2 = ((x - lx) * (x - lx) + dy2) * inv;
      const lit = d2 < 1 ? 1 - d2 : 0;
      const v2 = vx * vx + vy * vy;
      const k = 1 + light.amp * (lit - 0.35) - light.vignette * 0.5 * v2 * Math.sqrt(v2);
      const p = (y * W + x) * 3;
      // Moonlight adds a cool glow rather than only brightening the dark.
      const add = night ? light.amp * lit : 0;
      out[p] = clamp(px[p]! * k + 40 * add);
      out[p + 1] = clamp(px[p + 1]! * k + 44 * add);
      out[p + 2] = clamp(px[p + 2]! * k + 70 * add);
    }
  }
  return { data: out, width: W, height: H, channels: 3 };
}
