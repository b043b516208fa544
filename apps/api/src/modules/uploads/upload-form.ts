import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_LIMITS } from '@atelier/shared/schemas/generation';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';
import { UPLOAD_MESSAGES } from './image-processing';

/**
 * The uploaded image, streamed to a temp file (only a 64 KB chunk at a time is in memory), and
 * a temp path beside it for the re-encoded JPEG.
 */
export type TempImage = {
  path: string;
  bytes: number;
  outputPath: string;
  /** The name the client gave the file (untrusted: for display only). */
  filename: string;
};

export type UploadForm = {
  image: TempImage | null;
  fields: Record<string, string>;
  /** Removes the temp files; call it on every path once the upload is handled. */
  dispose(): Promise<void>;
};

/** RFC 2046: a boundary is 1 to 70 characters. busboy throws (a 500) past 256 or without one. */
const MAX_BOUNDARY = 70;
const BOUNDARY = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i;

/** Temp files live under DATA_DIR (on disk; /tmp may be RAM). Leftovers of a crash go at start. */
export async function prepareUploadTempDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const name of await readdir(dir)) await rm(path.join(dir, name), { force: true });
}

function checkBoundary(contentType: string | undefined) {
  const match = BOUNDARY.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2] ?? '';
  if (!boundary) throw badRequest(UPLOAD_MESSAGES.NO_BOUNDARY, 'BAD_MULTIPART');
  if (boundary.length > MAX_BOUNDARY)
    throw badRequest(UPLOAD_MESSAGES.LONG_BOUNDARY, 'BAD_MULTIPART');
}

/** A failure of the disk (ENOSPC, EACCES...) is ours; anything else while parsing is the body's. */
const isSystemError = (err: unknown) => typeof (err as { syscall?: unknown }).syscall === 'string';

function asUploadError(err: unknown): AppError | unknown {
  if (err instanceof AppError || isSystemError(err)) return err;
  const { code, statusCode } = err as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(413, 'FILE_TOO_LARGE', UPLOAD_MESSAGES.TOO_LARGE);
  if (code?.startsWith('FST_') && statusCode)
    return badRequest(UPLOAD_MESSAGES.BAD_FORM, 'BAD_MULTIPART');
  // busboy's own errors carry no code: "Unexpected end of multipart data", "Part terminated
  // early ...", a malformed header. All mean the body is not a whole form.
  if (err instanceof Error) return badRequest(UPLOAD_MESSAGES.CUT_OFF, 'BAD_MULTIPART');
  return err;
}

/**
 * Reads the multipart body: the `image` file (at most 25 MB) to a temp file in `tempDir`, and
 * the text fields. Any other file is drained. A malformed or cut-off body is a 400; the temp
 * file is removed when reading fails (refusal, parse error, client abort).
 */
export async function readUploadForm(
  request: FastifyRequest,
  tempDir: string,
): Promise<UploadForm> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.NOT_MULTIPART, 'NOT_MULTIPART');
  checkBoundary(request.headers['content-type']);
  const tempPath = path.join(tempDir, `${randomUUID()}.upload`);
  const outputPath = `${tempPath}.jpg`;
  let written = false;
  const form: UploadForm = {
    image: null,
    fields: {},
    dispose: async () => {
      if (!written) return;
      await rm(tempPath, { force: true });
      await rm(outputPath, { force: true });
    },
  };
  try {
    for await (const part of request.parts({
      limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 2, fields: 10, fieldSize: 1024 },
    })) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        if (file.fieldname === 'image' && !form.image) {
          written = true;
          const out = createWriteStream(tempPath, { flags: 'wx' });
          await pipeline(file.file, out);
          if (file.file.truncated)
            throw new AppError(413, 'FILE_TOO_LARGE', UPLOAD_MESSAGES.TOO_LARGE);
          form.image = {
            path: tempPath,
            bytes: out.bytesWritten,
            outputPath,
            filename: file.filename ?? '',
          };
        } else {
          file.file.resume();
        }
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    await form.dispose();
    throw asUploadError(err);
  }
  return form;
}
