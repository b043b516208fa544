import type { Product } from '@atelier/shared/schemas/catalogue';
import type { PublicSettings } from '@atelier/shared/schemas/content';
import { buildSrcSet } from '@atelier/shared/image-variants';
import { Download, Frame, ShieldCheck, Sparkles } from 'lucide-react';
import { LazyImage } from '@/components/ui/lazy-image';
import { orDefault } from '@/lib/hero-content';

/** Section 5: the product's card image and title beside four promises the shop makes. */
export function BenefitsCard({
  product,
  guarantee,
}: {
  product: Product;
  guarantee: PublicSettings['guarantee'] | undefined;
}) {
  const image = product.benefitsCardImage ?? product.sampleImageUrl;
  const title = orDefault(product.benefitsCardTitle, 'Artwork Made to Be Treasured');
  const promises = [
    { icon: Sparkles, title: 'Created in minutes', text: 'Preview your artwork the same day.' },
    {
      icon: Download,
      title: 'High-resolution download',
      text: 'Print-ready files, yours to keep.',
    },
    { icon: Frame, title: 'Canvas prints', text: 'Gallery-wrapped canvas in four sizes.' },
    {
      icon: ShieldCheck,
      title: `${guarantee?.days ?? 30}-day guarantee`,
      text: guarantee?.text ?? '100% Satisfaction Guaranteed',
    },
  ];
  return (
    <section
      aria-labelledby="benefits-card-title"
      className="below-fold mx-auto max-w-6xl px-4 py-16"
    >
      <div className="grid items-center gap-10 overflow-hidden rounded-3xl bg-navy p-6 text-ivory sm:p-10 md:grid-cols-2">
        {image ? (
          <LazyImage
            src={image}
            srcSet={buildSrcSet(image, [320, 480, 640, 800])}
            sizes="(min-width: 768px) 480px, 90vw"
            alt={title}
            width={640}
            height={640}
            className="rounded-2xl"
          />
        ) : null}
        <div className="grid gap-6">
          <div>
            <h2
              id="benefits-card-title"
              className="text-3xl font-semibold tracking-tight text-balance"
            >
              {title}
            </h2>
            {product.benefitsCardDescription ? (
              <p className="mt-3 text-lg text-pretty text-ivory/80">
                {product.benefitsCardDescription}
              </p>
            ) : null}
          </div>
          <ul className="grid gap-5 sm:grid-cols-2">
            {promises.map(({ icon: Icon, title: promise, text }) => (
              <li key={promise} className="flex gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-gold-bright" aria-hidden />
                <div>
                  <h3 className="font-semibold">{promise}</h3>
                  <p className="text-sm text-ivory/75">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
