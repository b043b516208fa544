import { shopPath } from '@atelier/shared/shop-path';

/** Where to go after signing in: only a path of this shop, '/' otherwise (no open redirect). */
export function safeRedirect(value: string | null | undefined): string {
  return shopPath(value) ?? '/';
}
