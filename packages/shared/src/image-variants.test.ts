import { describe, expect, it } from 'vitest';
import { buildSrcSet, isVariantWidth, VARIANT_WIDTHS, variantUrl } from './image-variants';

describe('image variants', () => {
  const url = '/media/static-assets/seed/portrait-abc123.webp';

  it('builds a srcset over the whole width ladder by default', () => {
    const srcset = buildSrcSet(url);
    expect(srcset?.split(', ')).toHaveLength(VARIANT_WIDTHS.length);
    expect(srcset).toMatch(
      /^\/media\/static-assets\/seed\/portrait-abc123\.webp\?w=160&fmt=webp 160w, /,
    );
    expect(srcset).toContain('?w=1600&fmt=webp 1600w');
  });

  it('keeps only ladder widths, sorted, and uses the asked format', () => {
    expect(buildSrcSet(url, [800, 333, 320, 800], 'avif')).toBe(
      `${url}?w=320&fmt=avif 320w, ${url}?w=800&fmt=avif 800w`,
    );
    expect(buildSrcSet(url, [333])).toBeUndefined();
  });

  it('answers undefined for images that are not public static assets', () => {
    for (const other of [
      'https://cdn.example.com/a.webp',
      'blob:http://localhost/123',
      '/media/static-assets/',
      'user-uploads/u/a.webp',
      '',
      null,
      undefined,
    ]) {
      expect(buildSrcSet(other)).toBeUndefined();
    }
  });

  it('builds one variant URL and drops an existing query', () => {
    expect(variantUrl(url, 640)).toBe(`${url}?w=640&fmt=webp`);
    expect(variantUrl(`${url}?w=160&fmt=avif`, 1280, 'jpeg')).toBe(`${url}?w=1280&fmt=jpeg`);
    expect(variantUrl('https://cdn.example.com/a.webp', 640)).toBe(
      'https://cdn.example.com/a.webp',
    );
  });

  it('knows the ladder', () => {
    expect(isVariantWidth(640)).toBe(true);
    expect(isVariantWidth(641)).toBe(false);
  });
});
