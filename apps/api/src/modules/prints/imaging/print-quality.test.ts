import { describe, expect, it } from 'vitest';
import {
  LANCZOS_HONEST_FACTOR,
  orientTo,
  ppiAt,
  printPixels,
  rateSizes,
  upscaledSource,
  type QualitySize,
} from './print-quality';

const size = (w: number, h: number): QualitySize => ({
  id: `00000000-0000-4000-8000-0000000${w}${h}`.slice(0, 36),
  label: `${w}×${h}`,
  widthInches: w,
  heightInches: h,
  priceCents: w * h * 10,
});
const SIZES = [size(8, 10), size(12, 16), size(16, 20), size(24, 36)];

describe('the 150 PPI rule', () => {
  it.each([
    // size, needed pixels at 150 PPI with 1.5 in of wrap on every side
    [8, 10, 1650, 1950],
    [12, 16, 2250, 2850],
    [16, 20, 2850, 3450],
    [24, 36, 4050, 5850],
  ])('%i×%i in needs %i×%i px (the wrap included)', (w, h, pw, ph) => {
    expect(printPixels(w, h)).toEqual({ width: pw, height: ph });
  });

  it('counts the side that runs out first (cover crop) on the wrapped canvas', () => {
    // 1024×1024 on 8×10 → 11×13 in: 1024/13 = 78 PPI (the height limits).
    expect(ppiAt({ width: 1024, height: 1024 }, { widthInches: 8, heightInches: 10 })).toBe(78);
    expect(ppiAt({ width: 4096, height: 4096 }, { widthInches: 24, heightInches: 36 })).toBe(105);
  });

  it('turns a portrait size for a landscape artwork (and the other way round)', () => {
    expect(orientTo({ widthInches: 16, heightInches: 20 }, { width: 1536, height: 1024 })).toEqual({
      widthInches: 20,
      heightInches: 16,
    });
    expect(orientTo({ widthInches: 20, heightInches: 16 }, { width: 1024, height: 1280 })).toEqual({
      widthInches: 16,
      heightInches: 20,
    });
    expect(orientTo({ widthInches: 12, heightInches: 12 }, { width: 1536, height: 1024 })).toEqual({
      widthInches: 12,
      heightInches: 12,
    });
    // 3072×2048 landscape on 16×20 turned to 20×16 → 23×19 in: min(133, 107) = 107 PPI;
    // unturned (19×23) it would be min(161, 89) = 89.
    expect(ppiAt({ width: 3072, height: 2048 }, { widthInches: 16, heightInches: 20 })).toBe(107);
  });

  it('a studio artwork is re-rendered at print size: every size printable at 150 PPI', () => {
    const options = rateSizes('a', { method: 'studio', width: 1024, height: 1280 }, SIZES, 'usd');
    expect(options.method).toBe('studio');
    expect(options.sizes.map((s) => [s.printable, s.ppi, s.reason])).toEqual(
      SIZES.map(() => [true, 150, null]),
    );
    expect(options.largestPrintable?.label).toBe('24×36');
  });

  it('a 1024×1024 provider image with the AI upscaler (4×): up to 24×36 except its height', () => {
    const source = upscaledSource({ width: 1024, height: 1024 }, 'ai', 4);
    expect(source).toEqual({ method: 'ai-upscale', width: 4096, height: 4096 });
    const options = rateSizes('a', source, SIZES, 'usd');
    expect(options.sizes.map((s) => [s.label, s.printable, s.ppi])).toEqual([
      ['8×10', true, 315],
      ['12×16', true, 215],
      ['16×20', true, 178],
      ['24×36', false, 105],
    ]);
    expect(options.largestPrintable?.label).toBe('16×20');
    expect(options.sizes[3]!.reason).toBe(
      'Prints at 105 PPI at 24×36 in with its 1.5 in wrap; 150 PPI is needed. The largest size that works is 16×20 in.',
    );
  });

  it('the same image with Lanczos only (1.5×): no size works, and it says so', () => {
    const source = upscaledSource({ width: 1024, height: 1024 }, 'lanczos', 4);
    expect(source).toEqual({
      method: 'lanczos',
      width: 1024 * LANCZOS_HONEST_FACTOR,
      height: 1024 * LANCZOS_HONEST_FACTOR,
    });
    const options = rateSizes('a', source, SIZES, 'usd');
    expect(options.sizes.map((s) => [s.printable, s.ppi])).toEqual([
      [false, 118],
      [false, 80],
      [false, 66],
      [false, 39],
    ]);
    expect(options.largestPrintable).toBeNull();
    expect(options.sizes[0]!.reason).toBe(
      'Prints at 118 PPI at 8×10 in with its 1.5 in wrap; 150 PPI is needed. No canvas size is small enough for this image; the full-resolution PNG is still available.',
    );
  });
});
