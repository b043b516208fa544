import { SHELL_DATA_ID, type ShellData } from '@atelier/shared/shell-data';
import type { QueryClient } from '@tanstack/react-query';
import { publicSettingsQueryOptions } from '@/lib/api/get-public-settings';
import { productQueryOptions } from '@/features/products/api/get-product';
import { productsQueryOptions } from '@/features/products/api/get-products';

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
