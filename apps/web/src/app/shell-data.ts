import type { Product, ProductDetail } from '@atelier/shared/schemas/catalogue';
import type { PublicSettings } from '@atelier/shared/schemas/content';
import type { QueryClient } from '@tanstack/react-query';
import { publicSettingsQueryOptions } from '@/features/landing/api/get-public-settings';
import { productQueryOptions } from '@/features/products/api/get-product';
import { productsQueryOptions } from '@/features/products/api/get-products';

/**
 * What the server knows about a page it rendered a first paint for (apps/api modules/web
 * static-shell.ts writes it into the page); the same values seed the browser's query cache.
 */
export interface ShellData {
  /** The request path: '/' or '/products/{slug}'. */
  path: string;
  /** The product slug as written in the path (the product query's key). */
  slug?: string;
  product?: ProductDetail;
  products?: Product[];
  settings?: PublicSettings;
}

/** The element holding the server's JSON (see the API's static-shell.ts). */
export const SHELL_DATA_ID = 'atelier-shell-data';

/** Puts the server's answers where the pages' queries look for them. */
export function seedQueries(client: QueryClient, data: ShellData): void {
  if (data.settings) client.setQueryData(publicSettingsQueryOptions().queryKey, data.settings);
  if (data.products) client.setQueryData(productsQueryOptions().queryKey, data.products);
  if (data.product && data.slug !== undefined) {
    client.setQueryData(productQueryOptions(data.slug).queryKey, data.product);
  }
}

/** The page's shell data, when the server sent some for this very path; null otherwise. */
export function readShellData(
  doc: Pick<Document, 'getElementById'> = document,
  pathname: string = window.location.pathname,
): ShellData | null {
  const text = doc.getElementById(SHELL_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as ShellData;
    return data.path === pathname.replace(/(.)\/+$/, '$1') ? data : null;
  } catch {
    return null; // the page still works: its queries fetch as usual
  }
}
