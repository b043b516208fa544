import { esc, linear, SANS, svgDoc } from './kit';

const AVATAR_GRADIENTS: readonly [string, string][] = [
  ['#7b3fe4', '#f15c8a'],
  ['#0f766e', '#5eead4'],
  ['#b45309', '#fcd34d'],
  ['#1d4ed8', '#60a5fa'],
  ['#be123c', '#fb7185'],
  ['#4d7c0f', '#bef264'],
  ['#6d28d9', '#38bdf8'],
];

/** Initials on a rich diagonal gradient, for testimonial avatars. */
export function avatarSvg(spec: { seed: number; size: number; name: string }): string {
  const [a, b] = AVATAR_GRADIENTS[spec.seed % AVATAR_GRADIENTS.length]!;
  const initials = spec.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  const defs = linear(
    'bg',
    [
      [0, a],
      [1, b],
    ],
    true,
    'x1="0" y1="0" x2="1" y2="1"',
  );
  const body = `<rect width="160" height="160" fill="url(#bg)"/><circle cx="40" cy="30" r="70" fill="#ffffff" fill-opacity="0.12"/><circle cx="140" cy="150" r="50" fill="#000000" fill-opacity="0.08"/><text x="80" y="99" text-anchor="middle" font-family="${SANS}" font-weight="bold" font-size="58" fill="#ffffff">${esc(initials)}</text>`;
  return svgDoc(spec.size, spec.size, 160, 160, defs, body);
}
