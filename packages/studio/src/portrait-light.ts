// Light over the finished picture (screen-blended): a fan of rays from a source above the frame,
// a bloom around the face and a few sparkles. The seed moves the source left or right, so a
// regeneration lights the subject from another side; `strength` comes from the style.
import { n, radial, sparkle, svgDoc, type Rng } from './svg';

export type LightSource = { x: number; y: number };

/** The light's source: above the picture, to one side of the focus, picked by the seed. */
export function lightSource(W: number, H: number, focus: { x: number; y: number }, r: Rng) {
  const side = r.next() < 0.5 ? -1 : 1;
  return {
    x: focus.x + side * W * r.range(0.15, 0.45),
    y: -H * r.range(0.05, 0.2),
  } satisfies LightSource;
}

export function lightSvg(
  W: number,
  H: number,
  focus: { x: number; y: number },
  src: LightSource,
  glow: string,
  strength: number,
  r: Rng,
): Buffer {
  const S = Math.min(W, H);
  const reach = Math.hypot(W, H) * 1.2;
  const count = r.int(8, 14);
  const spread = r.range(0.35, 0.7);
  const toFocus = Math.atan2(focus.y - src.y, focus.x - src.x);
  let body = '';
  for (let i = 0; i < count; i++) {
    const a = toFocus - spread + (2 * spread * (i + r.range(0.2, 0.8))) / count;
    const w = r.range(0.01, 0.035);
    const x1 = src.x + Math.cos(a - w) * reach;
    const y1 = src.y + Math.sin(a - w) * reach;
    const x2 = src.x + Math.cos(a + w) * reach;
    const y2 = src.y + Math.sin(a + w) * reach;
    body += `<path d="M${n(src.x)} ${n(src.y)} L${n(x1)} ${n(y1)} L${n(x2)} ${n(y2)} Z" fill="url(#ray)" fill-opacity="${(r.range(0.4, 1) * strength).toFixed(2)}"/>`;
  }
  body += `<circle cx="${n(focus.x)}" cy="${n(focus.y)}" r="${n(S * 0.5)}" fill="url(#bloom)" fill-opacity="${strength.toFixed(2)}"/>`;
  for (let i = 0; i < 24; i++)
    body += sparkle(
      r.range(0.06, 0.94) * W,
      r.range(0.05, 0.6) * H,
      S * r.range(0.004, 0.012),
      glow,
      r.range(0.35, 0.9) * strength,
    );
  const defs =
    radial(
      'ray',
      [
        [0, glow, 0.5],
        [0.55, glow, 0.15],
        [1, glow, 0],
      ],
      `gradientUnits="userSpaceOnUse" cx="${n(src.x)}" cy="${n(src.y)}" r="${n(reach)}"`,
    ) +
    radial('bloom', [
      [0, glow, 0.3],
      [0.45, glow, 0.1],
      [1, glow, 0],
    ]);
  return svgDoc(W, H, defs, body);
}
