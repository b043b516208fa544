import { buildSrcSet, PRODUCT_HERO_IMAGE } from '@atelier/shared/image-variants';
import { productJsonLd, serializeJsonLd } from '../seo/json-ld';
import type { ProductSeo, SeoService } from '../seo/seo.service';
import { normalisePath, productSlugOf, resolvePageMeta, SITE, type PageMeta } from './page-meta';

const MAX_DESCRIPTION = 160;

/** One line of at most 160 characters, cut at a word: what search results show. */
export function summarise(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= MAX_DESCRIPTION) return line;
  const cut = line.slice(0, MAX_DESCRIPTION - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}

// A product's page meta, built once per cached product (the SEO cache hands out a new object when
// the product changes) instead of on every request: the summary, srcset and JSON-LD cost about a
// fifth of the product page's CPU under load. A few spellings of the path per product at most.
const productMetas = new WeakMap<ProductSeo, Map<string, PageMeta>>();
const PATHS_PER_PRODUCT = 8;

/**
 * The route's meta plus what crawlers and link previews need: canonical URL, Open Graph and
 * Twitter data on public pages, and for a product page its own title, image and JSON-LD.
 * Private pages and 404s get none of it.
 */
export async function resolveSeoMeta(
  seo: SeoService,
  publicUrl: string,
  pathname: string,
): Promise<PageMeta> {
  const meta = resolvePageMeta(pathname);
  if (meta.noindex || meta.status !== 200) return meta;
  const path = normalisePath(pathname);
  const slug = productSlugOf(path);

  if (slug !== null) {
    const product = await seo.product(slug);
    if (!product) {
      return { ...meta, title: `Product not found — ${SITE}`, noindex: true, status: 404 };
    }
    const shareImage = product.image ?? (await seo.shareImage());
    const memoKey = `${pathname}\n${publicUrl}\n${shareImage ?? ''}`;
    let metas = productMetas.get(product);
    const known = metas?.get(memoKey);
    if (known) return known;
    // Canonical by slug, also when the page was reached by id.
    const url = `${publicUrl}/products/${encodeURIComponent(product.slug)}`;
    const description = summarise(product.description) || meta.description;
    const built: PageMeta = {
      ...meta,
      title: `${product.title} — ${SITE}`,
      description,
      share: { url, type: 'product', image: shareImage },
      ...(product.heroImage
        ? {
            preloadImage: {
              href: product.heroImage,
              srcset: buildSrcSet(product.heroImage, PRODUCT_HERO_IMAGE.widths),
              sizes: PRODUCT_HERO_IMAGE.sizes,
            },
          }
        : {}),
      jsonLd: serializeJsonLd(
        productJsonLd({
          name: product.title,
          description: product.description.trim() || description,
          url,
          image: product.image,
          rating: product.rating,
        }),
      ),
    };
    if (!metas || metas.size >= PATHS_PER_PRODUCT) productMetas.set(product, (metas = new Map()));
    metas.set(memoKey, built);
    return built;
  }

  return {
    ...meta,
    share: { url: `${publicUrl}${path}`, type: 'website', image: await seo.shareImage() },
  };
}
