import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { MEDIA_ROUTE_PREFIX } from './public-url';
import { keyFromPath, signedUrlWindow } from './signing';
import {
  assertValidKey,
  assertValidPrefix,
  isValidKey,
  StorageUnavailableError,
  type PutOptions,
  type Storage,
  type StoredObject,
  type StoredObjectInfo,
} from './storage';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, ...); AWS when undefined. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Default lifetime of a presigned URL. */
  signedUrlTtlSeconds?: number;
};

/** SigV4 presigned URLs live at most a week. */
const MAX_PRESIGN_SECONDS = 604_800;

function isNotFound(err: unknown): boolean {
  if (err instanceof S3ServiceException) {
    return (
      err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey'
    );
  }
  return false;
}

/** Errors of a connection the bucket refused, dropped or let time out. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * The bucket did not answer, or answered with a server error: the SDK has already retried
 * (its standard retry strategy), so the caller gets a 503 rather than a 500.
 */
function isUnavailable(err: unknown): boolean {
  if (err instanceof S3ServiceException) return (err.$metadata.httpStatusCode ?? 0) >= 500;
  const { code, name } = err as { code?: unknown; name?: unknown };
  return (typeof code === 'string' && NETWORK_CODES.has(code)) || name === 'TimeoutError';
}

/** Objects in an S3-compatible bucket; private reads go out as presigned GET URLs. */
export class S3Storage implements Storage {
  readonly driver = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly ttlSeconds: number;
  /** Host + path prefix pairs under which a URL names an object of our bucket. */
  private readonly bases: { host: string; pathPrefix: string }[];

  constructor(opts: S3StorageOptions) {
    this.bucket = opts.bucket;
    this.ttlSeconds = opts.signedUrlTtlSeconds ?? 3600;
    this.client = new S3Client({
      region: opts.region,
      endpoint: opts.endpoint,
      forcePathStyle: opts.forcePathStyle,
      credentials: opts.credentials,
    });
    const b = opts.bucket;
    if (opts.endpoint) {
      const host = new URL(opts.endpoint).host;
      this.bases = [
        { host, pathPrefix: `/${b}/` },
        { host: `${b}.${host}`, pathPrefix: '/' },
      ];
    } else {
      const r = opts.region;
      this.bases = [
        { host: `${b}.s3.${r}.amazonaws.com`, pathPrefix: '/' },
        { host: `${b}.s3.amazonaws.com`, pathPrefix: '/' },
        { host: `s3.${r}.amazonaws.com`, pathPrefix: `/${b}/` },
        { host: 's3.amazonaws.com', pathPrefix: `/${b}/` },
      ];
    }
  }

  /** Every call to the bucket: an outage becomes StorageUnavailableError (503). */
  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      throw isUnavailable(err) ? new StorageUnavailableError(err) : err;
    }
  }

  async put(key: string, body: Buffer | Readable, opts: PutOptions): Promise<StoredObjectInfo> {
    assertValidKey(key);
    // Images are small: a stream is read into memory so the request has a known length.
    const data = Buffer.isBuffer(body) ? body : await buffer(body);
    const res = await this.call(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: data,
          ContentType: opts.contentType,
          ContentLength: data.length,
          CacheControl: opts.cacheControl,
        }),
      ),
    );
    return {
      key,
      size: data.length,
      contentType: opts.contentType,
      etag: res.ETag ?? `"${data.length.toString(36)}"`,
      lastModified: new Date(),
    };
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    assertValidKey(key);
    try {
      const res = await this.call(() =>
        this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })),
      );
      return {
        key,
        size: res.ContentLength ?? 0,
        contentType: res.ContentType ?? 'application/octet-stream',
        etag: res.ETag ?? '""',
        lastModified: res.LastModified ?? new Date(0),
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const res = await this.call(() =>
        this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key })),
      );
      const body = res.Body;
      if (!(body instanceof Readable)) throw new Error(`S3 answered no stream for ${key}`);
      return {
        key,
        size: res.ContentLength ?? 0,
        contentType: res.ContentType ?? 'application/octet-stream',
        etag: res.ETag ?? '""',
        lastModified: res.LastModified ?? new Date(0),
        body,
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.call(() =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })),
    );
  }

  async list(prefix: string): Promise<string[]> {
    assertValidPrefix(prefix);
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const res = await this.call(() =>
        this.client.send(
          new ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: prefix,
            ContinuationToken: token,
          }),
        ),
      );
      for (const o of res.Contents ?? []) if (o.Key && isValidKey(o.Key)) keys.push(o.Key);
      token = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  async signedUrl(key: string, expiresInSeconds = this.ttlSeconds): Promise<string> {
    assertValidKey(key);
    const ttl = Math.min(MAX_PRESIGN_SECONDS, Math.max(1, Math.floor(expiresInSeconds)));
    // Signed at the start of its window (as the local driver's URLs are), so reads close
    // together get the same URL and the browser's image cache keeps working.
    // Near the week that SigV4 allows, the window would pass it: signed now for the ttl instead.
    const window = signedUrlWindow(ttl, Date.now() / 1000);
    const fits = window.expires - window.start <= MAX_PRESIGN_SECONDS;
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      ...(fits && { signingDate: new Date(window.start * 1000) }),
      expiresIn: fits ? window.expires - window.start : ttl,
    });
  }

  keyFromUrl(urlOrKey: string): string | null {
    if (isValidKey(urlOrKey)) return urlOrKey;
    // Public static assets are served by the API's /media route with this driver too.
    if (urlOrKey.startsWith('/') && !urlOrKey.startsWith('//')) {
      const path = urlOrKey.split(/[?#]/)[0]!;
      return keyFromPath(path, [MEDIA_ROUTE_PREFIX]);
    }
    let url: URL;
    try {
      url = new URL(urlOrKey);
    } catch {
      return null;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    for (const base of this.bases) {
      if (url.host === base.host) {
        const key = keyFromPath(url.pathname, [base.pathPrefix]);
        if (key) return key;
      }
    }
    return null;
  }
}
