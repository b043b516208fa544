/** SPEC.md §3: every stored image's key starts with one of these prefixes. */
export const STORAGE_PREFIXES = ['user-uploads/', 'static-assets/', 'generated-artwork/'] as const;
export type StoragePrefix = (typeof STORAGE_PREFIXES)[number];
