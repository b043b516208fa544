import type { Product, ProductDetail } from '@atelier/shared/schemas/catalogue';
import type { PublicSettings } from '@atelier/shared/schemas/content';
import { SHELL_DATA_ID } from '@atelier/shared/shell-data';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { publicSettingsQueryOptions } from '@/lib/api/get-public-settings';
import { productQueryOptions } from '@/features/products/api/get-product';
import { productsQueryOptions } from '@/features/products/api/get-products';
import { productDetail } from '@/test/product-fixture';
import { readShellData, seedQueries } from './shell-data';
import { renderShell } from './static-shell';

const settings: PublicSettings = {
  socialProof: {
    landing: { families: 1847, rating: 4.9 },
    product: { count: 12847, rating: 4.8 },
  },
  guarantee: { days: 30, text: '100% Satisfaction Guaranteed' },
  liveCounter: { enabled: true, min: 220, max: 250 },
  landing: {
    heroTitle: 'Portraits full of light',
    heroSubtitle: 'From your photos and words.',
    missionTitle: 'Our Mission',
    missionText: 'Keep faith in view.',
  },
  shopEmail: 'hello@shop.example',
};

const { fields: _fields, ...base }: ProductDetail = productDetail({
  sampleImageUrl: '/media/static-assets/sample.webp',
  heroBeforeImage: '/media/static-assets/before.webp',
  heroAfterImage: '/media/static-assets/after.webp',
  heroBulletPoints: ['A', 'B', 'C', 'D'],
  heroButtonText: 'Create My Vision Board',
  personalizeSectionTitle: 'Design Your Vision Board',
});
const product: ProductDetail = { ...base, fields: [] };

describe('renderShell (the server-rendered first paint)', () => {
  it('renders the product hero with its artwork, eager and high priority', () => {
    const html = renderShell({ path: '/products/vision-board', slug: 'vision-board', product });
    expect(html).not.toBeNull();
    const doc = new DOMParser().parseFromString(html ?? '', 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe('Vision Board');
    expect(doc.body.textContent).toContain('Create My Vision Board');
    const artwork = doc.querySelector('img[alt="Vision Board: the finished artwork"]');
    expect(artwork?.getAttribute('src')).toBe('/media/static-assets/after.webp');
    expect(artwork?.getAttribute('srcset')).toContain('after.webp?w=800&fmt=webp 800w');
    expect(artwork?.getAttribute('fetchpriority')).toBe('high');
    // The page's shell: top bar and footer around it, the personalise anchor in place.
    expect(doc.querySelector('header')).not.toBeNull();
    expect(doc.querySelector('footer')).not.toBeNull();
    expect(doc.getElementById('personalize-section')).not.toBeNull();
  });

  it('renders the landing hero from the server settings and the featured products', () => {
    const html = renderShell({ path: '/', settings, products: [base] }) ?? '';
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe('Portraits full of light');
    expect(doc.body.textContent).toContain('Featured Portraits');
    expect(doc.querySelector('a[href="/products/vision-board"]')).not.toBeNull();
  });

  it("shows the shop's own artwork in the landing hero, the first product's large and eager", () => {
    const products = ['Vision Board', 'Divine Portrait', 'Family Blessing', 'Pet'].map(
      (title, i): Product => ({
        ...base,
        id: `${base.id.slice(0, -1)}${i}`,
        slug: title.toLowerCase().replace(' ', '-'),
        title,
        sampleImageUrl: `/media/static-assets/sample-${i}.webp`,
      }),
    );
    const html = renderShell({ path: '/', settings, products }) ?? '';
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const fan = doc.querySelector('ul[aria-label="Artwork made in this shop"]');
    const images = [...(fan?.querySelectorAll('img') ?? [])];
    // Three pictures (side, middle, side), the first product's in the middle, in the HTML.
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      'Divine Portrait, made in this shop',
      'Vision Board, made in this shop',
      'Family Blessing, made in this shop',
    ]);
    expect(images[1]?.getAttribute('src')).toBe('/media/static-assets/sample-0.webp');
    expect(images[1]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[1]?.getAttribute('srcset')).toContain('sample-0.webp?w=480&fmt=webp 480w');
    expect(images[0]?.getAttribute('fetchpriority')).toBe('auto');
  });

  it('renders nothing for a page without a shell', () => {
    expect(renderShell({ path: '/gallery' })).toBeNull();
    expect(renderShell({ path: '/products/x', slug: 'x' })).toBeNull();
  });
});

describe('shell data in the browser', () => {
  const page = (json: string, pathname: string) => {
    const doc = document.implementation.createHTMLDocument();
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = SHELL_DATA_ID;
    script.textContent = json;
    doc.body.append(script);
    return [doc, pathname] as const;
  };

  it('reads the data sent for the current path only', () => {
    const json = JSON.stringify({ path: '/products/vision-board', slug: 'vision-board', product });
    expect(readShellData(...page(json, '/products/vision-board'))?.product?.title).toBe(
      'Vision Board',
    );
    expect(readShellData(...page(json, '/products/vision-board/'))?.slug).toBe('vision-board');
    expect(readShellData(...page(json, '/products/other'))).toBeNull();
    expect(readShellData(...page('{not json', '/products/vision-board'))).toBeNull();
    expect(readShellData(document.implementation.createHTMLDocument(), '/')).toBeNull();
  });

  it('seeds the queries the pages read, so they render without fetching', () => {
    const client = new QueryClient();
    seedQueries(client, {
      path: '/products/vision-board',
      slug: 'vision-board',
      product,
      settings,
    });
    expect(client.getQueryData(productQueryOptions('vision-board').queryKey)).toEqual(product);
    expect(client.getQueryData(publicSettingsQueryOptions().queryKey)).toEqual(settings);
    seedQueries(client, { path: '/', products: [base] });
    expect(client.getQueryData(productsQueryOptions().queryKey)).toEqual([base]);
    client.clear();
  });
});
