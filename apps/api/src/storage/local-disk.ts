import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  isValidKey,
  assertValidPrefix,
  contentTypeForKey,
  type PutOptions,
  type Storage,
  type StoredObject,
  type StoredObjectInfo,
} from './storage';
import { MEDIA_ROUTE_PREFIX } from './public-url';
import {
  deriveSigningKey,
  FILES_ROUTE_PREFIX,
  keyFromPath,
  signedUrlWindow,
  signLocalUrl,
  verifyLocalSignature,
  type SignatureCheck,
} from './signing';

export type LocalDiskOptions = {
  /** AUTH_SECRET: signed URLs are HMACs under a key derived from it. Random when absent (tests). */
  secret?: string;
  /** PUBLIC_URL: absolute URLs on this origin are ours too. */
  publicUrl?: string;
  /** Default lifetime of a signed URL. */
  signedUrlTtlSeconds?: number;
};

/** Objects as files under one root directory (DATA_DIR/storage by default). */
export class LocalDiskStorage implements Storage {
  readonly driver = 'local' as const;
  private readonly signingKey: Buffer;
  private readonly origin: string | undefined;
  private readonly ttlSeconds: number;

  constructor(
    private readonly root: string,
    opts: LocalDiskOptions = {},
  ) {
    this.signingKey = deriveSigningKey(opts.secret ?? randomBytes(32).toString('base64url'));
    this.origin = opts.publicUrl ? new URL(opts.publicUrl).origin : undefined;
    this.ttlSeconds = opts.signedUrlTtlSeconds ?? 3600;
  }

  async signedUrl(key: string, expiresInSeconds = this.ttlSeconds): Promise<string> {
    assertValidKey(key);
    const ttl = Math.max(1, Math.floor(expiresInSeconds));
    const { expires } = signedUrlWindow(ttl, Date.now() / 1000);
    return signLocalUrl(this.signingKey, key, expires);
  }

  /** For GET /api/files/*: is this (key, expires, signature) one of our unexpired URLs? */
  verifySignature(key: string, expires?: string, signature?: string): SignatureCheck {
    return verifyLocalSignature(this.signingKey, key, expires, signature);
  }

  keyFromUrl(urlOrKey: string): string | null {
    if (isValidKey(urlOrKey)) return urlOrKey;
    let url: URL;
    try {
      url = new URL(urlOrKey, 'http://relative.invalid');
    } catch {
      return null;
    }
    const relative = urlOrKey.startsWith('/') && !urlOrKey.startsWith('//');
    if (!relative && url.origin !== this.origin) return null;
    return keyFromPath(url.pathname, [FILES_ROUTE_PREFIX, MEDIA_ROUTE_PREFIX]);
  }

  private pathFor(key: string): string {
    assertValidKey(key);
    const full = path.resolve(this.root, key);
    // Belt and braces: validation already forbids '..', but never leave the root.
    if (!full.startsWith(path.resolve(this.root) + path.sep)) {
      throw new Error(`Storage key escapes the root: ${key}`);
    }
    return full;
  }

  async put(key: string, body: Buffer | Readable, _opts: PutOptions): Promise<StoredObjectInfo> {
    const file = this.pathFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write aside then rename, so a reader (or a second instance) never sees half a file.
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      if (Buffer.isBuffer(body)) await writeFile(tmp, body);
      else await pipeline(body, createWriteStream(tmp));
      await rename(tmp, file);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    const info = await this.head(key);
    if (!info) throw new Error(`Stored object vanished: ${key}`);
    return info;
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    const file = this.pathFor(key);
    try {
      const s = await stat(file);
      if (!s.isFile()) return null;
      return {
        key,
        size: s.size,
        contentType: contentTypeForKey(key),
        etag: `"${s.size.toString(36)}-${Math.floor(s.mtimeMs).toString(36)}"`,
        lastModified: s.mtime,
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const info = await this.head(key);
    if (!info) return null;
    return { ...info, body: createReadStream(this.pathFor(key)) };
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathFor(key), { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    assertValidPrefix(prefix);
    const slash = prefix.lastIndexOf('/');
    const dirKey = slash < 0 ? '' : prefix.slice(0, slash);
    const dir = path.resolve(this.root, dirKey);
    const keys: string[] = [];
    const walk = async (abs: string, rel: string) => {
      let entries;
      try {
        entries = await readdir(abs, { withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const e of entries) {
        const childRel = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory()) await walk(path.join(abs, e.name), childRel);
        else if (e.isFile() && !e.name.endsWith('.tmp') && childRel.startsWith(prefix)) {
          keys.push(childRel);
        }
      }
    };
    await walk(dir, dirKey);
    return keys.sort();
  }
}
