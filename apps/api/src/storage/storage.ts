import type { Readable } from 'node:stream';
import { AppError } from '../lib/errors';

/**
 * Object storage behind one small interface (DESIGN.md §1): the local-disk driver is the
 * embedded default, an S3-compatible bucket the production one. Keys are always validated
 * with `assertValidKey` before a driver touches them.
 */
/**
 * static-assets/ is public; the rest is private: user-uploads/ and generated-artwork/ (the
 * shopper's), print-files/ (a paid canvas order's print file), mockups/ (canvas mockups of an
 * artwork, per size and wrap), downloads/ (full-resolution PNGs made for their buyers) and
 * sample-photos/ (the admin's photo library for test runs) and problem-reports/ (the photos a
 * shopper sends with a problem report, kept with it).
 */
export const STORAGE_PREFIXES = [
  'static-assets/',
  'user-uploads/',
  'generated-artwork/',
  'print-files/',
  'mockups/',
  'downloads/',
  'sample-photos/',
  'problem-reports/',
] as const;
export type StoragePrefix = (typeof STORAGE_PREFIXES)[number];

export type PutOptions = {
  contentType: string;
  /** Cache hint a bucket driver stores as object metadata. */
  cacheControl?: string;
};

export type StoredObjectInfo = {
  key: string;
  size: number;
  contentType: string;
  /** Strong validator, quoted as HTTP wants it. */
  etag: string;
  lastModified: Date;
};

export type StoredObject = StoredObjectInfo & { body: Readable };

export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer | Readable, opts: PutOptions): Promise<StoredObjectInfo>;
  /** The object as a stream, or null when the key does not exist. */
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<StoredObjectInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Keys under a prefix (which must itself start with one of the three prefixes). */
  list(prefix: string): Promise<string[]>;
  /**
   * An expiring URL that reads the object (default lifetime config.storage.signedUrlTtlSeconds).
   * Local driver: a relative `/api/files/<key>?expires=&signature=` URL; S3: a presigned GET.
   * Says nothing about ownership: callers decide who may have one.
   */
  signedUrl(key: string, expiresInSeconds?: number): Promise<string>;
  /**
   * The key a URL of ours points to (a signed or public URL of this driver), or the input when it
   * is already a valid key; null for anything else. Never checks a signature: ownership is the
   * caller's business (the uploads table).
   */
  keyFromUrl(urlOrKey: string): string | null;
}

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
}

export const STORAGE_UNAVAILABLE_MESSAGE =
  'Image storage is not answering right now, so nothing was saved. Please try again in a minute.';

/**
 * The storage service did not answer (refused or dropped connection, a 5xx): the caller gets
 * 503 and may try again; `cause` keeps the driver's error for the log.
 */
export class StorageUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(503, 'STORAGE_UNAVAILABLE', STORAGE_UNAVAILABLE_MESSAGE);
    this.name = 'StorageUnavailableError';
    this.cause = cause;
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** True for a key that is safe to hand to any driver: a known prefix and plain segments. */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  if (!STORAGE_PREFIXES.some((p) => key.startsWith(p))) return false;
  const segments = key.split('/');
  // Every segment is a plain name: this rules out '..', '.', empty segments, '\' and absolute paths.
  return segments.every((s) => SEGMENT.test(s) && s !== '..' && !s.endsWith('.'));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidStorageKeyError(`Invalid storage key: ${key}`);
}

/** A list prefix: a valid key prefix, allowed to end with '/'. */
export function assertValidPrefix(prefix: string): void {
  const trimmed = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  const isBarePrefix = STORAGE_PREFIXES.some((p) => p === `${trimmed}/`);
  if (!isBarePrefix) assertValidKey(trimmed);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  json: 'application/json',
};

/** Content type from the key's extension; the local driver has no object metadata. */
export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
