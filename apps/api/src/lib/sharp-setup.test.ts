import sharp from 'sharp';
import { expect, it } from 'vitest';
// What the server process loads: app.ts imports the sharp setup before anything else.
import '../app';

it('the app sets sharp for a server: no libvips operation cache, one thread per image', () => {
  expect(sharp.cache()).toMatchObject({
    memory: { max: 0 },
    files: { max: 0 },
    items: { max: 0 },
  });
  expect(sharp.concurrency()).toBe(1);
});
