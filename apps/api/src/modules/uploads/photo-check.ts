import { buffer } from 'node:stream/consumers';
import {
  photoPrint,
  photoVerdict,
  type PhotoCheck,
  type PhotoSubject,
} from '@atelier/shared/schemas/photo-check';
import { badRequest, notFound } from '../../lib/errors';
import type { RenderOnce } from '../../lib/render-once';
import { isRenderThread, runRenderTask, transferable } from '../../lib/render-pool';
import { isValidKey, type Storage } from '../../storage/storage';
import { photoSubjectHere } from './photo-subject';
import type { UploadsRepository } from './uploads.repository';
import { SIGNED_URL_MESSAGES } from './uploads.service';

// The photo check (issue 27 point 3; GET /api/upload/photo-check): what the studio will make of
// an uploaded photo. The subject finder runs once per upload, on a render-pool thread (never the
// serving thread), through renderOnce (concurrent asks share one run; on PostgreSQL across
// instances too), and its answer is stored on the uploads row. The resolution part is measured
// at each ask against the shop's current canvas sizes (cheap, and follows the admin's changes).

export type PhotoCheckDeps = {
  repo: UploadsRepository;
  storage: Storage;
  renderOnce: RenderOnce;
};

async function subjectOf(photo: Buffer): Promise<PhotoSubject | null> {
  if (isRenderThread()) return photoSubjectHere(photo);
  const transferList: ArrayBuffer[] = [];
  return runRenderTask<PhotoSubject | null>(
    'photoSubject',
    { photo: transferable(photo, transferList) },
    { transferList },
  );
}

export function createPhotoCheck(deps: PhotoCheckDeps) {
  const { repo, storage, renderOnce } = deps;

  return {
    /** The check of the caller's upload `key`; 404 for anything not theirs or missing. */
    async check(
      key: string,
      caller: { userId: string | null; guestId: string | null },
    ): Promise<PhotoCheck> {
      if (!isValidKey(key) || !key.startsWith('user-uploads/'))
        throw badRequest(SIGNED_URL_MESSAGES.BAD_KEY, 'BAD_KEY');
      const missing = () => notFound(SIGNED_URL_MESSAGES.NOT_FOUND);
      const row = await repo.findByKey(key);
      const mine =
        row &&
        ((caller.userId !== null && row.userId === caller.userId) ||
          (caller.guestId !== null && row.userId === null && row.guestId === caller.guestId));
      if (!row || !mine) throw missing();
      // A stored answer is wrapped so that "none found" (null) is still an answer.
      const found = row.photoCheckedAt
        ? row.photoSubject
        : (
            await renderOnce<{ subject: PhotoSubject | null }>({
              kind: 'photo-check',
              key: `photo-check:${key}`,
              stored: async () => {
                const again = await repo.findByKey(key);
                return again?.photoCheckedAt ? { subject: again.photoSubject } : null;
              },
              render: async () => {
                const object = await storage.get(key);
                if (!object) throw missing();
                const subject = await subjectOf(await buffer(object.body));
                await repo.savePhotoSubject(key, subject);
                return { subject };
              },
            })
          ).subject;
      const subject = found ?? null;
      const print = photoPrint(row, await repo.activeCanvasSizes());
      return {
        key,
        ...photoVerdict(subject, print),
        subject,
        width: row.width,
        height: row.height,
        print,
      };
    },
  };
}

export type PhotoCheckService = ReturnType<typeof createPhotoCheck>;
