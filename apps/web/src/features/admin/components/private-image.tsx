import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-api';
import { apiFetch } from '@/lib/api-client';
import { useObjectUrl } from '@/lib/use-object-url';
import { cn } from '@/lib/utils';

/** An admin-only image (a sample photo, a saved variant), fetched with the token. */
export const privateImageQuery = (address: string) =>
  queryOptions({
    queryKey: [...adminKeys.area('private-images'), address],
    queryFn: async () => (await apiFetch(address)).blob(),
    staleTime: Infinity,
  });

/** An admin-only image: read with the token (an <img src> cannot send it), shown from a blob. */
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
