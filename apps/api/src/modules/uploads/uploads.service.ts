import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { publicUrl } from '../../storage/public-url';
import { isValidKey, type Storage } from '../../storage/storage';
import { processUpload, UPLOAD_MESSAGES } from './image-processing';
import type { GuestCaps, GuestRefusal, UploadsRepository } from './uploads.repository';

/** A guest's `address` is the addressKey of the client it uploads from. */
export type Owner = { userId: string } | { guestId: string; address: string };

const refuse = (cap: GuestRefusal) => {
  switch (cap) {
    case 'files':
      return new AppError(429, 'GUEST_UPLOAD_LIMIT', UPLOAD_MESSAGES.GUEST_FILES);
    case 'bytes':
      return new AppError(413, 'GUEST_UPLOAD_LIMIT', UPLOAD_MESSAGES.GUEST_BYTES);
    case 'address-files':
      return new AppError(429, 'GUEST_ADDRESS_LIMIT', UPLOAD_MESSAGES.ADDRESS_FILES);
    case 'address-bytes':
      return new AppError(429, 'GUEST_ADDRESS_LIMIT', UPLOAD_MESSAGES.ADDRESS_BYTES);
  }
};

export const SIGNED_URL_MESSAGES = {
  BAD_KEY:
    'The key must be a storage key starting with user-uploads/, static-assets/ or generated-artwork/.',
  NOT_FOUND: 'Image not found',
} as const;

const PREFIX = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

export function createUploadsService(deps: {
  repo: UploadsRepository;
  storage: Storage;
  config: Config;
  log: FastifyBaseLogger;
}) {
  const { repo, storage, config, log } = deps;

  /** Refuses, before any decoding, a guest upload that no cap has room left for. */
  async function checkEarly(owner: { guestId: string; address: string }, caps: GuestCaps) {
    const usage = await repo.guestUsage(owner.guestId);
    if (usage.files >= caps.guest.maxFiles) throw refuse('files');
    const near = await repo.addressUsage(owner.address, caps.address.windowMs);
    if (near.files >= caps.address.maxFiles) throw refuse('address-files');
    if (near.bytes >= caps.address.maxBytes) throw refuse('address-bytes');
    return usage;
  }

  return {
    /** Validates the form fields; only the user-uploads folder is open to uploads. */
    checkFields(fields: { folder?: string; prefix?: string }) {
      if ((fields.folder ?? 'user-uploads').replace(/\/$/, '') !== 'user-uploads')
        throw badRequest(UPLOAD_MESSAGES.BAD_FOLDER, 'BAD_FOLDER');
      if (!PREFIX.test(fields.prefix ?? 'upload'))
        throw badRequest(UPLOAD_MESSAGES.BAD_PREFIX, 'BAD_PREFIX');
    },

    /**
     * Re-encodes the image (a temp file), checks guest caps, stores object and row; answers a
     * signed URL and the key. A guest's caps (per cookie, and per client address over the last
     * hour) are checked early (no work for an upload that cannot fit) and again, under locks,
     * when the row is written (parallel uploads cannot pass a cap together).
     */
    async upload(
      owner: Owner,
      files: { input: string; output: string },
    ): Promise<{ url: string; key: string }> {
      const caps: GuestCaps = {
        guest: { maxFiles: config.uploads.guestMaxFiles, maxBytes: config.uploads.guestMaxBytes },
        address: config.uploads.guestPerAddress,
      };
      const usage = 'guestId' in owner ? await checkEarly(owner, caps) : null;
      const image = await processUpload(files.input, files.output);
      const ownerSegment = 'userId' in owner ? owner.userId : `guest-${owner.guestId}`;
      const key = `user-uploads/${ownerSegment}/${randomUUID()}.jpg`;
      const row = {
        key,
        bytes: image.bytes,
        width: image.width,
        height: image.height,
        contentType: 'image/jpeg',
      };
      if (usage && usage.bytes + row.bytes > caps.guest.maxBytes) throw refuse('bytes');
      await storage.put(key, createReadStream(image.path), {
        contentType: 'image/jpeg',
        cacheControl: 'private',
      });
      const dropObject = () =>
        storage.delete(key).catch((e: unknown) => log.warn({ err: e, key }, 'orphan upload'));
      try {
        if ('guestId' in owner) {
          const outcome = await repo.insertGuestUpload(
            { ...row, guestId: owner.guestId, guestAddress: owner.address },
            caps,
          );
          if (outcome !== 'inserted') {
            await dropObject();
            throw refuse(outcome);
          }
        } else {
          await repo.insert({ ...row, userId: owner.userId });
        }
      } catch (err) {
        if (!(err instanceof AppError)) await dropObject();
        throw err;
      }
      return { url: await storage.signedUrl(key), key };
    },

    /**
     * A URL for `key` when the caller may read it: static-assets/ for anyone, user-uploads/ for
     * the row's account or guest, generated-artwork/{userId}/ for that user. 400 for a bad key,
     * 404 for anything not theirs or missing (the same answer, so keys cannot be probed).
     */
    async urlFor(
      key: string,
      caller: { userId: string | null; guestId: string | null },
    ): Promise<string> {
      if (!isValidKey(key)) throw badRequest(SIGNED_URL_MESSAGES.BAD_KEY, 'BAD_KEY');
      const missing = () => notFound(SIGNED_URL_MESSAGES.NOT_FOUND);
      if (key.startsWith('static-assets/')) {
        if (!(await storage.exists(key))) throw missing();
        return publicUrl(key);
      }
      if (key.startsWith('user-uploads/')) {
        const row = await repo.findByKey(key);
        const mine =
          row &&
          ((caller.userId !== null && row.userId === caller.userId) ||
            (caller.guestId !== null && row.userId === null && row.guestId === caller.guestId));
        if (!mine || !(await storage.exists(key))) throw missing();
        return storage.signedUrl(key);
      }
      // generated-artwork/{userId}/... — the watermarked previews only: a full-resolution original
      // stays private until it is bought (a PNG purchase unlocks it through its own download).
      const segments = key.split('/');
      const isOriginal = /^original\./.test(segments[segments.length - 1] ?? '');
      const mine =
        caller.userId !== null &&
        segments.length >= 3 &&
        segments[1] === caller.userId &&
        !isOriginal;
      // A saved variant's image is for the admin routes only, even to the admin who ran it.
      if (!mine || (await repo.isVariantArtwork(segments[2]!))) throw missing();
      if (!(await storage.exists(key))) throw missing();
      return storage.signedUrl(key);
    },

    /** Hands a guest's unclaimed uploads to an account. */
    async claim(guestId: string, userId: string): Promise<number> {
      const moved = await repo.claim(guestId, userId);
      if (moved > 0) log.info({ userId, moved }, 'guest uploads claimed');
      return moved;
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
