import { useQuery } from '@tanstack/react-query';
import { useObjectUrl } from '@/lib/use-object-url';
import { cn } from '@/lib/utils';
import { privateImageQuery } from '../api/test-runs';

/** An admin-only image (a sample photo, a variant): read with the token, shown from a blob. */
export function PrivateImage({
  address,
  alt,
  className,
}: {
  address: string;
  alt: string;
  className?: string;
}) {
  const image = useQuery(privateImageQuery(address));
  const src = useObjectUrl(image.data);
  if (image.isError) {
    return (
      <span className={cn('grid place-items-center p-2 text-xs text-muted', className)}>
        Image not loaded
      </span>
    );
  }
  if (!src) {
    return (
      <span
        role="status"
        aria-label={`Loading ${alt}`}
        className={cn('block animate-pulse bg-cream', className)}
      />
    );
  }
  return <img src={src} alt={alt} className={cn('bg-cream object-cover', className)} />;
}
