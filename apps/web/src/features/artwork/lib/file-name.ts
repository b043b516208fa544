/** '{productSlug}-{first 8 of the artwork id}.webp', e.g. 'vision-board-1a2b3c4d.webp'. */
export function artworkFileName(productSlug: string | null | undefined, artworkId: string): string {
  return `${productSlug || 'artwork'}-${artworkId.slice(0, 8)}.webp`;
}
