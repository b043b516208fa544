import { buildSrcSet, PRODUCT_HERO_IMAGE } from '@atelier/shared/image-variants';

const { sizes: HERO_SIZES, widths: HERO_WIDTHS } = PRODUCT_HERO_IMAGE;

/**
 * The hero's one picture when a product has no distinct before and after images: the same
 * frame, sizes and loading as the comparison's artwork (the page's largest paint), no slider.
 */
export function HeroImage({
  src,
  label,
  width = 960,
  height = 1200,
}: {
  src: string;
  label: string;
  width?: number;
  height?: number;
}) {
  return (
    <figure className="overflow-hidden rounded-2xl bg-cream shadow-card">
      <img
        src={src}
        srcSet={buildSrcSet(src, HERO_WIDTHS)}
        sizes={HERO_SIZES}
        alt={`${label}: an example of the artwork`}
        width={width}
        height={height}
        loading="eager"
        fetchPriority="high"
        className="block h-auto w-full object-cover"
        style={{ aspectRatio: `${width} / ${height}` }}
      />
    </figure>
  );
}
