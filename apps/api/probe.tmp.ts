import sharp from 'sharp';
import { writeFileSync } from 'node:fs';
import { namePlaque } from './src/modules/generation/engine/studio/type/plaque';
import { verseScroll } from './src/modules/generation/engine/studio/type/scroll';
import { inkOutside, overflowingBlocks, droppedWords } from './src/modules/generation/engine/studio/testing/layout';
const look = { fill: '#f4efe6', edge: '#333333', ink: '#111111', accent: '#b0413e' };
const areas = [
  { x: 10, y: 10, w: 160, h: 60 },
  { x: 190, y: 10, w: 120, h: 200 },
  { x: 330, y: 10, w: 460, h: 90 },
  { x: 10, y: 230, w: 380, h: 380 },
  { x: 410, y: 230, w: 380, h: 120 },
];
const contents = [
  { title: 'Max', lines: [], date: '' },
  { title: '', lines: ['Only a line here'], date: '' },
  { title: '', lines: [], date: 'March 3, 2024' },
  { title: 'Biscuit 🐶', lines: ['Good boy', 'Forever in our hearts'], date: '2010 – 2024' },
  { title: 'Anna', lines: ['A'], date: '1 1 1' },
];
let body = '', defs = '', text = '';
const all: any[] = [];
areas.forEach((a, i) => {
  const p = namePlaque(contents[i]!, a, look);
  body += p.svg; defs += p.defs; text += p.text; all.push(...p.blocks);
});
const s1 = verseScroll(['Psalm 23:1 — The Lord is my shepherd'], { x: 410, y: 370, w: 380, h: 90 }, look);
const s2 = verseScroll(['Ok'], { x: 410, y: 480, w: 380, h: 130 }, look);
const s3 = verseScroll(['Love never fails', 'Be still, and know that I am God (Psalm 46:10)', 'Grace upon grace'], { x: 10, y: 630, w: 780, h: 160 }, look);
for (const s of [s1, s2, s3]) { body += s.svg; defs += s.defs; text += s.text; all.push(...s.blocks); }
const svg = (b: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><defs>${defs}</defs>${b}</svg>`;
writeFileSync('/tmp/grid.png', await sharp(Buffer.from(svg(`<rect width="800" height="800" fill="#8a9"/>${body}`))).png().toBuffer());
console.log(await inkOutside(await sharp(Buffer.from(svg(text))).png().toBuffer(), all.map((b) => b.area)), overflowingBlocks(all).length, all.map(droppedWords).flat());
