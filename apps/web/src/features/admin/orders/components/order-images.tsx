import type { AdminOrderDetail } from '@atelier/shared/schemas/admin-orders';
import { useQuery } from '@tanstack/react-query';
import { useObjectUrl } from '@/lib/use-object-url';
import { orderImageQuery } from '../api/orders';
import { sizeAndWrap } from '../lib/labels';
import { Section } from '@/features/admin/components/section';

/** The canvas mockup: a private /api/ image, fetched with the token and shown from a blob. */
function Mockup({ address, alt }: { address: string; alt: string }) {
  const image = useQuery(orderImageQuery(address));
  const src = useObjectUrl(image.data);
  if (image.isError) {
    return <p className="text-sm text-muted">The mockup could not be loaded.</p>;
  }
  if (!src) {
    return (
      <p role="status" className="text-sm text-muted">
        Loading the mockup…
      </p>
    );
  }
  return <img src={src} alt={alt} className="w-full rounded-lg bg-cream object-contain" />;
}

/** What the customer ordered, as a picture: the canvas on a wall, and the artwork itself. */
export function OrderImages({ order }: { order: AdminOrderDetail }) {
  const title = order.artworkTitle ?? 'the artwork';
  const canvas = sizeAndWrap(order);
  if (!order.mockupUrl && !order.previewUrl) return null;
  return (
    <Section title="Artwork">
      <div className="grid gap-4 sm:grid-cols-2">
        {order.mockupUrl ? (
          <figure className="grid gap-2">
            <Mockup address={order.mockupUrl} alt={`Mockup of ${title} as a ${canvas} canvas`} />
            <figcaption className="text-xs text-muted">Mockup · {canvas}</figcaption>
          </figure>
        ) : null}
        {order.previewUrl ? (
          <figure className="grid gap-2">
            <img
              src={order.previewUrl}
              alt={`Preview of ${title}`}
              className="w-full rounded-lg bg-cream object-contain"
            />
            <figcaption className="text-xs text-muted">
              {order.artworkTitle ?? 'Artwork'} · preview (watermarked)
            </figcaption>
          </figure>
        ) : null}
      </div>
    </Section>
  );
}
