import { describe, expect, it } from 'vitest';
import { placeSubject } from './portrait-place';
import type { Subject } from './types';

const W = 1024;
const H = 1280;
const stage = { window: { x: 60, y: 60, w: W - 120, h: H - 120 }, textTop: H * 0.62 };

/** A head-and-shoulders photo: the figure runs off the bottom edge, the face in its top third. */
const bust: Subject = {
  width: 512,
  height: 512,
  mask: Buffer.alloc(512 * 512),
  box: { x: 20, y: 15, w: 420, h: 497 },
  face: { x: 170, y: 60, w: 110, h: 130 },
  kind: 'person',
  count: 1,
};

/** A cat filling its photo, no face found. */
const cat: Subject = {
  width: 451,
  height: 300,
  mask: Buffer.alloc(451 * 300),
  box: { x: 0, y: 0, w: 451, h: 300 },
  face: null,
  kind: 'animal',
  count: 1,
};

describe('placeSubject', () => {
  it('puts the face in the upper part, clear of the text zone, for every seed', () => {
    for (let seed = 0; seed < 60; seed++) {
      for (const subject of [bust, cat]) {
        const at = placeSubject(subject, W, H, seed, stage);
        const face = at.face;
        expect(face.y + face.h / 2).toBeLessThan(H * 0.4);
        expect(face.y + face.h).toBeLessThan(stage.textTop);
        expect(face.y).toBeGreaterThan(0);
        expect(face.x + face.w / 2).toBeGreaterThan(W * 0.3);
        expect(face.x + face.w / 2).toBeLessThan(W * 0.7);
      }
    }
  });

  it('lets a bust cut at the chest reach the bottom of the picture', () => {
    const at = placeSubject(bust, W, H, 3, stage);
    expect(at.box.y + at.box.h).toBeGreaterThanOrEqual(H * 0.98);
  });

  it('keeps a wide subject narrower than the window, leaving room for wings at the sides', () => {
    const at = placeSubject(cat, W, H, 5, stage);
    expect(at.box.w).toBeLessThanOrEqual(stage.window.w * 0.87);
  });

  it('varies scale and offset with the seed', () => {
    const spots = new Set(
      [1, 2, 3, 4, 5].map((seed) => {
        const at = placeSubject(bust, W, H, seed, stage);
        return `${Math.round(at.left / 4)}:${Math.round(at.scale * 50)}`;
      }),
    );
    expect(spots.size).toBeGreaterThanOrEqual(4);
  });
});
