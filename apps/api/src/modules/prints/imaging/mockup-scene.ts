// The room behind a canvas mockup, drawn as SVG at the mockup's scale (pixels per inch): a
// wall lit from the upper left, an oak floor, and furniture of real-world size (a three-seat
// sofa, a potted plant) as the scale cue. No SVG filters: librsvg's blur costs more than the
// whole rest of a mockup, so soft shadows are gradients here and sharp blurs elsewhere.

/** The mockup's fixed size. */
export const MOCKUP_WIDTH = 1200;
export const MOCKUP_HEIGHT = 900;
/** Where the wall meets the floor. */
export const FLOOR_Y = 800;
/** The canvas and the sofa share this vertical axis. */
export const CENTER_X = 560;

/** A common three-seat sofa, in inches: the cue a shopper knows the size of. */
export const SOFA = { width: 84, height: 32, seat: 18, arm: 25, armWidth: 8, legs: 4 } as const;
/** A canvas is hung this far above the sofa's back, as a gallery would. */
export const HANG_GAP_INCHES = 8;

export type Rect = { x: number; y: number; width: number; height: number };

const f = (n: number) => n.toFixed(1);

function wallAndFloor(): string {
  const planks = Array.from({ length: 6 }, (_, i) => {
    // Planks get wider towards the viewer: a hint of the floor receding.
    const y = FLOOR_Y + 10 + i * (6 + i * 3.2);
    return `<line x1="0" y1="${f(y)}" x2="${MOCKUP_WIDTH}" y2="${f(y)}" stroke="#8e6a45" stroke-opacity="0.35" stroke-width="1.2"/>`;
  }).join('');
  return `
  <defs>
    <radialGradient id="wall" cx="0.18" cy="-0.1" r="1.25">
      <stop offset="0" stop-color="#f4f0ea"/><stop offset="1" stop-color="#d9d1c5"/>
    </radialGradient>
    <radialGradient id="contact">
      <stop offset="0.4" stop-color="#000" stop-opacity="0.24"/><stop offset="1" stop-color="#000" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#a9825a"/><stop offset="1" stop-color="#c39b70"/>
    </linearGradient>
  </defs>
  <rect width="${MOCKUP_WIDTH}" height="${FLOOR_Y}" fill="url(#wall)"/>
  <rect y="${FLOOR_Y}" width="${MOCKUP_WIDTH}" height="${MOCKUP_HEIGHT - FLOOR_Y}" fill="url(#floor)"/>
  ${planks}`;
}

function baseboard(scale: number): string {
  const h = 4.5 * scale;
  return `<rect y="${f(FLOOR_Y - h)}" width="${MOCKUP_WIDTH}" height="${f(h)}" fill="#f6f3ee"/>
  <rect y="${f(FLOOR_Y - h)}" width="${MOCKUP_WIDTH}" height="1.5" fill="#cfc7bb"/>`;
}

function sofa(scale: number): string {
  const s = (inches: number) => inches * scale;
  const left = CENTER_X - s(SOFA.width) / 2;
  const right = CENTER_X + s(SOFA.width) / 2;
  const inner = { l: left + s(SOFA.armWidth), r: right - s(SOFA.armWidth) };
  const cushionW = (inner.r - inner.l) / 3;
  const r = s(2.5);
  const legs = [left + s(3), right - s(5)]
    .map(
      (x) =>
        `<rect x="${f(x)}" y="${f(FLOOR_Y - s(SOFA.legs))}" width="${f(s(2))}" height="${f(s(SOFA.legs))}" fill="#3b2f27"/>`,
    )
    .join('');
  const backs = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${f(inner.l + i * cushionW + 1)}" y="${f(FLOOR_Y - s(SOFA.height))}" width="${f(cushionW - 2)}" height="${f(s(SOFA.height - SOFA.seat + 3))}" rx="${f(r)}" fill="#7d8d87"/>`,
    )
    .join('');
  const seats = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${f(inner.l + i * cushionW + 1)}" y="${f(FLOOR_Y - s(SOFA.seat))}" width="${f(cushionW - 2)}" height="${f(s(5))}" rx="${f(s(1.5))}" fill="#889891"/>`,
    )
    .join('');
  const arms = [left, inner.r]
    .map(
      (x) =>
        `<rect x="${f(x)}" y="${f(FLOOR_Y - s(SOFA.arm))}" width="${f(s(SOFA.armWidth))}" height="${f(s(SOFA.arm - SOFA.legs))}" rx="${f(r)}" fill="#74847e"/>`,
    )
    .join('');
  return `
  <ellipse cx="${CENTER_X}" cy="${f(FLOOR_Y + 2)}" rx="${f(s(SOFA.width) / 2 + s(3))}" ry="${f(s(2))}" fill="url(#contact)"/>
  ${legs}
  <rect x="${f(left)}" y="${f(FLOOR_Y - s(14))}" width="${f(right - left)}" height="${f(s(10))}" rx="${f(s(1.5))}" fill="#66756f"/>
  ${backs}${seats}${arms}`;
}

function plant(scale: number): string {
  const s = (inches: number) => inches * scale;
  const cx = CENTER_X + s(SOFA.width) / 2 + s(14);
  const potTop = FLOOR_Y - s(13);
  const pot = `<path d="M${f(cx - s(6))},${f(potTop)} L${f(cx + s(6))},${f(potTop)} L${f(cx + s(4.5))},${f(FLOOR_Y)} L${f(cx - s(4.5))},${f(FLOOR_Y)} Z" fill="#b8704d"/>
  <rect x="${f(cx - s(6.4))}" y="${f(potTop - s(1.2))}" width="${f(s(12.8))}" height="${f(s(1.6))}" fill="#a45f3f"/>`;
  // Leaves fan out from the pot: [angle from vertical (deg), length (in), colour].
  const leaves: [number, number, string][] = [
    [-38, 24, '#4d7a4e'],
    [-20, 30, '#5d8d58'],
    [-4, 33, '#42704a'],
    [12, 29, '#5a8a55'],
    [30, 25, '#4a7649'],
    [48, 18, '#5f915b'],
    [-55, 16, '#557f50'],
  ];
  const fronds = leaves
    .map(([deg, len, colour]) => {
      const l = s(len);
      return `<ellipse cx="0" cy="${f(-l / 2)}" rx="${f(s(2.6))}" ry="${f(l / 2)}" fill="${colour}" transform="translate(${f(cx)},${f(potTop)}) rotate(${deg})"/>`;
    })
    .join('');
  return `<ellipse cx="${f(cx)}" cy="${f(FLOOR_Y + 2)}" rx="${f(s(7))}" ry="${f(s(1.2))}" fill="url(#contact)"/>${fronds}${pot}`;
}

/** The room at a scale, as one SVG document (no canvas: that is composited on top). */
export function roomSvg(scale: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${MOCKUP_WIDTH}" height="${MOCKUP_HEIGHT}" viewBox="0 0 ${MOCKUP_WIDTH} ${MOCKUP_HEIGHT}">
  ${wallAndFloor()}
  ${baseboard(scale)}
  ${sofa(scale)}
  ${plant(scale)}
</svg>`;
}
