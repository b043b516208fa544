import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';

// Making artwork through the API as the product form would (upload, board, photo, generate),
// for specs that test what comes after: the artwork screen, favorites, the migration.

/** The signed-in page's bearer token as request headers. */
export async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('atelier.auth-token'));
  expect(token, 'the signed-in page keeps a bearer token').toBeTruthy();
  return { Authorization: `Bearer ${token}` };
}

/** A real photo-like JPEG: a gradient with a face-ish ellipse, made by sharp. */
export async function samplePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#9cc3e6"/><stop offset="1" stop-color="#f1d6b8"/>
    </linearGradient></defs>
    <rect width="640" height="800" fill="url(#g)"/>
    <ellipse cx="320" cy="340" rx="150" ry="190" fill="#e0ac8a"/>
    <rect x="170" y="540" width="300" height="260" rx="80" fill="#3a4466"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * A new board of `productSlug` with one uploaded photo (`photo_0.jpg`) and its generation
 * started; resolves once the API has queued the artwork.
 */
export async function startGeneratedBoard(
  request: APIRequestContext,
  headers: Record<string, string>,
  { productSlug, items }: { productSlug: string; items: string },
) {
  const productAnswer = await request.get(`/api/products/${productSlug}`);
  expect(productAnswer.ok()).toBe(true);
  const product = (await productAnswer.json()) as { id: string; title: string };

  const upload = await request.post('/api/upload/image', {
    headers,
    multipart: {
      image: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await samplePhoto() },
      folder: 'user-uploads',
    },
  });
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  const { url } = (await upload.json()) as { url: string };

  const boardAnswer = await request.post('/api/vision-boards', {
    headers,
    data: { items, productId: product.id },
  });
  expect(boardAnswer.status(), await boardAnswer.text()).toBe(201);
  const board = (await boardAnswer.json()) as { id: string };

  const image = await request.post('/api/uploaded-images', {
    headers,
    data: { visionBoardId: board.id, filename: 'photo_0.jpg', url },
  });
  expect(image.status(), await image.text()).toBe(201);

  const generate = await request.post('/api/generate-artwork', {
    headers,
    data: { visionBoardId: board.id },
  });
  expect(generate.status(), await generate.text()).toBeLessThan(300);
  const answer = (await generate.json()) as { id: string } | { id: string }[];
  const artwork = Array.isArray(answer) ? answer[0]! : answer;
  return { boardId: board.id, artworkId: artwork.id, productTitle: product.title };
}
