/**
 * JSON-LD for a `<script type="application/ld+json">` block. It is data, never executed, so the
 * CSP allows it; but the HTML parser still ends the block at `</script`, so `<` (and the
 * characters JavaScript treats as line breaks) are written as \u escapes, which JSON reads back
 * unchanged.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export type ProductJsonLdInput = {
  name: string;
  description: string;
  /** Absolute URLs. */
  url: string;
  image: string | null;
  rating: { ratingValue: number; reviewCount: number } | null;
};

export function productJsonLd(p: ProductJsonLdInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    ...(p.image ? { image: p.image } : {}),
    url: p.url,
    brand: { '@type': 'Brand', name: 'Atelier' },
    ...(p.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: p.rating.ratingValue,
            reviewCount: p.rating.reviewCount,
            bestRating: 5,
          },
        }
      : {}),
  };
}
