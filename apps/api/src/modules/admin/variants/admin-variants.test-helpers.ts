import { createHash } from 'node:crypto';
import type { BlueprintVersion } from '@atelier/shared/schemas/admin-blueprints';
import type { SamplePhoto, SavedVariant } from '@atelier/shared/schemas/admin-variants';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ImageProvider } from '../../generation/engine';
import { waitForFinished } from '../../generation/generation.test-helpers';
import type { AdminClient } from '../admin.test-helpers';

// Shared by the saved-variant tests (decision 026): a provider whose picture follows what it is
// asked (prompt, style, studio settings, seed), so a changed version shows as a changed image,
// the library's photos, and a started run's variants waited for.

/**
 * A stand-in provider: the image's colours and shapes come from a hash of the prompt, studio
 * settings and seed, so the same input gives the same picture and another version another one.
 */
export function promptProvider() {
  const calls: Parameters<ImageProvider['generate']>[0][] = [];
  const provider: ImageProvider & { calls: typeof calls } = {
    name: 'local',
    calls,
    async generate(input) {
      calls.push(input);
      const h = createHash('sha256')
        .update(JSON.stringify([input.prompt, input.studioSettings, input.seed]))
        .digest();
      const shapes = Array.from({ length: 6 }, (_, i) => {
        const x = h[i * 4]! % 100;
        const y = h[i * 4 + 1]! % 100;
        const r = 8 + (h[i * 4 + 2]! % 30);
        const light = 15 + (h[i * 4 + 3]! % 70);
        return `<circle cx="${x}%" cy="${y}%" r="${r}%" fill="hsl(${h[30]! + i * 40},60%,${light}%)"/>`;
      }).join('');
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${input.width}" height="${input.height}">
        <rect width="100%" height="100%" fill="hsl(${h[31]},40%,${20 + (h[29]! % 60)}%)"/>${shapes}</svg>`;
      return {
        data: await sharp(Buffer.from(svg)).png().toBuffer(),
        width: input.width,
        height: input.height,
        contentType: 'image/png',
      };
    },
  };
  return provider;
}

export async function libraryPhotos(admin: AdminClient): Promise<SamplePhoto[]> {
  const res = await admin.send('GET', '/api/admin/sample-photos');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: SamplePhoto[] }>().items;
}

/** Waits until every variant's artwork finished; answers them as the API shows them now. */
export async function finished(
  app: FastifyInstance,
  admin: AdminClient,
  variants: readonly SavedVariant[],
): Promise<SavedVariant[]> {
  for (const v of variants) await waitForFinished(app, v.artworkId);
  return Promise.all(
    variants.map(async (v) => {
      const res = await admin.send('GET', `/api/admin/saved-variants/${v.id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<SavedVariant>();
    }),
  );
}

/** The draft (editor state) a saved version holds: the version answer without what saving adds. */
export async function draftOfVersion(admin: AdminClient, blueprintId: string, versionId: string) {
  const res = await admin.send('GET', `/api/admin/blueprints/${blueprintId}/versions/${versionId}`);
  expect(res.statusCode, res.body).toBe(200);
  const {
    id: _id,
    version: _version,
    changeNote: _note,
    author: _author,
    createdAt: _created,
    isLive: _live,
    blueprintId: _blueprint,
    kind: _kind,
    ...draft
  } = res.json<BlueprintVersion>();
  return draft;
}
