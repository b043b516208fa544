import { heartPath, n, type Rng } from './kit';

// Little "photos" pinned on a vision board, each drawn in a 200x150 box.
export type SceneKind = 'mountains' | 'beach' | 'heart' | 'home' | 'flowers' | 'night' | 'road';
export const SCENES: readonly SceneKind[] = [
  'mountains',
  'beach',
  'heart',
  'home',
  'flowers',
  'night',
  'road',
];

export function scene(kind: SceneKind, id: string, r: Rng): { defs: string; body: string } {
  const sky = (top: string, bottom: string) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
  switch (kind) {
    case 'mountains':
      return {
        defs: sky('#5b8fd6', '#f7d6a8'),
        body: `<rect width="200" height="150" fill="url(#${id})"/><circle cx="${n(r.range(120, 170))}" cy="48" r="18" fill="#fff2c2"/><path d="M0 150 L0 110 L55 50 L95 100 L130 65 L200 125 L200 150 Z" fill="#3f5a7a"/><path d="M55 50 L68 65 L60 68 L50 62 Z M130 65 L140 75 L126 76 Z" fill="#ffffff"/><path d="M0 150 L0 130 L60 112 L120 128 L200 118 L200 150 Z" fill="#2e6b4f"/>`,
      };
    case 'beach':
      return {
        defs: sky('#ff9a6b', '#ffd9a0'),
        body: `<rect width="200" height="150" fill="url(#${id})"/><circle cx="100" cy="88" r="26" fill="#fff1b8"/><rect y="88" width="200" height="40" fill="#2a7fa8"/><path d="M0 100 L200 100 M20 110 L180 110" stroke="#8fd0ea" stroke-width="2"/><path d="M0 150 L0 126 C60 116 140 130 200 122 L200 150 Z" fill="#f2d199"/><path d="M160 126 C158 100 162 85 170 70" stroke="#5a3b1e" stroke-width="4" fill="none"/><path d="M170 70 C150 62 140 70 136 78 M170 70 C186 60 196 66 200 74 M170 70 C160 52 150 50 146 52" stroke="#2f7d3a" stroke-width="5" fill="none" stroke-linecap="round"/>`,
      };
    case 'heart':
      return {
        defs: sky('#ffd1dc', '#ff8fab'),
        body: `<rect width="200" height="150" fill="url(#${id})"/><path d="${heartPath(100, 72, 48)}" fill="#e63964"/><path d="${heartPath(100, 72, 30)}" fill="#ff6b8b"/><circle cx="40" cy="30" r="5" fill="#fff" fill-opacity="0.8"/><circle cx="165" cy="115" r="7" fill="#fff" fill-opacity="0.7"/>`,
      };
    case 'home':
      return {
        defs: sky('#9fd3f5', '#e8f6ff'),
        body: `<rect width="200" height="150" fill="url(#${id})"/><rect y="118" width="200" height="32" fill="#6cb36a"/><rect x="62" y="70" width="76" height="52" fill="#f6efe2"/><path d="M54 72 L100 38 L146 72 Z" fill="#b5473a"/><rect x="92" y="92" width="16" height="30" fill="#7a4b2a"/><rect x="70" y="82" width="14" height="14" fill="#8fc8ee"/><rect x="116" y="82" width="14" height="14" fill="#8fc8ee"/><circle cx="170" cy="98" r="20" fill="#3f8d46"/><rect x="167" y="110" width="6" height="14" fill="#6b4423"/><circle cx="30" cy="30" r="12" fill="#fff4b0"/>`,
      };
    case 'flowers': {
      let body = `<rect width="200" height="150" fill="url(#${id})"/>`;
      for (let i = 0; i < 9; i++) {
        const x = 15 + i * 22 + r.range(-5, 5);
        const y = r.range(55, 110);
        const c = r.pick(['#ff6b8b', '#ffd166', '#f78c6b', '#c77dff', '#ffffff']);
        body += `<path d="M${n(x)} 150 L${n(x)} ${n(y)}" stroke="#2f7d3a" stroke-width="3"/>`;
        for (let k = 0; k < 5; k++) {
          const a = (k / 5) * Math.PI * 2;
          body += `<circle cx="${n(x + Math.cos(a) * 8)}" cy="${n(y + Math.sin(a) * 8)}" r="7" fill="${c}"/>`;
        }
        body += `<circle cx="${n(x)}" cy="${n(y)}" r="5" fill="#ffb703"/>`;
      }
      return { defs: sky('#bfe6ff', '#e9ffd9'), body };
    }
    case 'night': {
      let body = `<rect width="200" height="150" fill="url(#${id})"/><circle cx="150" cy="40" r="20" fill="#fff6d5"/><circle cx="160" cy="34" r="18" fill="#1b2a55"/>`;
      for (let i = 0; i < 30; i++) {
        body += `<circle cx="${n(r.range(0, 200))}" cy="${n(r.range(0, 110))}" r="${n(r.range(0.8, 2.2))}" fill="#ffffff"/>`;
      }
      body += `<path d="M0 150 L0 120 L40 100 L80 118 L130 96 L200 122 L200 150 Z" fill="#0d1530"/>`;
      return { defs: sky('#1b2a55', '#4a3b7a'), body };
    }
    default:
      return {
        defs: sky('#ffb36b', '#ffe6b0'),
        body: `<rect width="200" height="150" fill="url(#${id})"/><circle cx="100" cy="70" r="24" fill="#fff3c4"/><rect y="80" width="200" height="70" fill="#7fb069"/><path d="M92 80 L108 80 L150 150 L50 150 Z" fill="#5c5c66"/><path d="M100 86 L100 94 M100 102 L100 114 M100 124 L100 142" stroke="#ffffff" stroke-width="3"/>`,
      };
  }
}
