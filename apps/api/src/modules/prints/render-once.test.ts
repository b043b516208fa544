import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import type { canvasSizes } from '../../db/schema/commerce';
import type { Artwork } from '../../db/schema/generation';
import { createTestApp, type TestApp } from '../../test/app';
import { insertArtwork, insertBoard } from '../boards/shopper.test-fixtures';
import { createUser, type TestUser } from '../generation/generation.test-helpers';
import { mockupKey } from './mockup.service';
import { downloadKey } from './png-purchases.service';
import { printFileName, runPrintFilesOnce } from './print-file.job';
import {
  fakePayments,
  fakeRenderer,
  insertCanvasOrder,
  markPaid,
  orderRow,
  recordingFulfilment,
  setUpCatalogue,
} from './prints.test-helpers';

// A burst of requests for one expensive artefact (full PNG, mockup, print
// file) waits for one render, on one instance or several on one PostgreSQL, and the result is
// stored for the next. Renders are counted by their `render` log line.

type LogLine = { msg?: string; kind?: string; key?: string };
const onPostgres = Boolean(process.env.DATABASE_URL);
const BURST = 30;

function captureLog() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line) lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  const count = (msg: string, kind: string, key: string) =>
    lines.filter((l) => l.msg === msg && l.kind === kind && l.key === key).length;
  return { stream, renders: (kind: string, key: string) => count('render', kind, key), count };
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('an expensive artefact is rendered once', () => {
  const log = captureLog();
  let t: TestApp;
  let ada: TestUser;
  let boardId: string;
  let size: typeof canvasSizes.$inferSelect;

  const download = (app: App, artworkId: string) =>
    app.inject({ method: 'GET', url: `/api/download-png/${artworkId}`, headers: ada.headers });
  const mockup = (app: App, artworkId: string) =>
    app.inject({
      method: 'GET',
      url: `/api/artworks/${artworkId}/mockup?canvasSizeId=${size.id}&wrap=mirror`,
      headers: ada.headers,
    });
  const jobDeps = (app: App) => ({
    db: app.db,
    storage: app.storage,
    config: app.config,
    log: app.log,
    renderOnce: app.prints.renderOnce,
    renderer: app.prints.renderer,
    fulfilment: recordingFulfilment(),
  });

  /** A finished artwork of Ada's whose original is a real picture in storage. */
  async function artwork(): Promise<Artwork> {
    const row = await insertArtwork(t.app, { userId: ada.id, visionBoardId: boardId });
    const original = await sharp({
      create: { width: 400, height: 500, channels: 3, background: '#2f5d8a' },
    })
      .png()
      .toBuffer();
    await t.app.storage.put(row.originalKey!, original, { contentType: 'image/png' });
    return row;
  }

  /** An artwork whose full PNG Ada has bought. */
  async function boughtArtwork(): Promise<Artwork> {
    const row = await artwork();
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/png-purchases',
      headers: ada.headers,
      payload: { artworkId: row.id },
    });
    await markPaid(t.app, bought.json().id);
    return row;
  }

  /** Paid canvas orders of one artwork, size and wrap, waiting for their print file. */
  async function canvasOrders(count: number, row?: Artwork) {
    row ??= await artwork();
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const order = await insertCanvasOrder(
        t.app,
        { userId: ada.id, artworkId: row.id, visionBoardId: boardId },
        size,
      );
      await markPaid(t.app, order.id);
      ids.push(order.id);
    }
    return { artwork: row, ids };
  }

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, undefined, { logStream: log.stream });
    fakePayments(t.app);
    t.app.prints.renderer = fakeRenderer();
    ada = await createUser(t.app, 'ada');
    boardId = (await insertBoard(t.app, ada.id, null)).id;
    size = (await setUpCatalogue(t.app)).medium;
  });
  afterAll(() => t.close());

  it(`${BURST} first downloads of one bought PNG at once: one render, the same bytes for all, none after`, async () => {
    const art = await boughtArtwork();
    const answers = await Promise.all(Array.from({ length: BURST }, () => download(t.app, art.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(BURST).fill(200));
    expect(new Set(answers.map((a) => sha256(a.rawPayload))).size).toBe(1);
    expect(log.renders('png', downloadKey(art.id))).toBe(1);

    const later = await download(t.app, art.id);
    expect(sha256(later.rawPayload)).toBe(sha256(answers[0]!.rawPayload));
    expect(log.renders('png', downloadKey(art.id))).toBe(1);
  });

  it('a render that throws fails every waiter with a 500 and nothing is kept: the next download renders', async () => {
    const art = await boughtArtwork();
    const working = t.app.prints.renderer;
    let calls = 0;
    t.app.prints.renderer = {
      ...working,
      fullResolutionPng: () => {
        calls++;
        return Promise.reject(new Error('the renderer ran out of memory'));
      },
    };
    let answers;
    try {
      answers = await Promise.all(Array.from({ length: 5 }, () => download(t.app, art.id)));
    } finally {
      t.app.prints.renderer = working;
    }
    for (const a of answers) {
      expect(a.statusCode).toBe(500);
      expect(a.json().error.code).toBe('INTERNAL_ERROR');
    }
    // A render that fails at once can end before a slower request (its own database round
    // trips on PostgreSQL) joins it; that one then tries again: every attempt is logged.
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(log.count('render failed', 'png', downloadKey(art.id))).toBe(calls);
    expect(await t.app.storage.exists(downloadKey(art.id))).toBe(false);

    const retry = await download(t.app, art.id);
    expect(retry.statusCode).toBe(200);
    expect(log.renders('png', downloadKey(art.id))).toBe(1);
  });

  it(`${BURST} requests for one mockup at once: one render, the same bytes, none after; a failed render is retried`, async () => {
    const art = await artwork();
    const key = mockupKey(art.id, size, 'mirror');
    const answers = await Promise.all(Array.from({ length: BURST }, () => mockup(t.app, art.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(BURST).fill(200));
    expect(new Set(answers.map((a) => sha256(a.rawPayload))).size).toBe(1);
    expect(log.renders('mockup', key)).toBe(1);
    expect((await mockup(t.app, art.id)).statusCode).toBe(200);
    expect(log.renders('mockup', key)).toBe(1);

    // An original the renderer cannot read: every waiter is told, nothing is stored.
    const broken = await artwork();
    const brokenKey = mockupKey(broken.id, size, 'mirror');
    await t.app.storage.put(broken.originalKey!, Buffer.from('not a picture'), {
      contentType: 'image/png',
    });
    const failed = await Promise.all(Array.from({ length: 5 }, () => mockup(t.app, broken.id)));
    expect(failed.map((a) => a.statusCode)).toEqual(Array(5).fill(500));
    // As with the PNG: a request that arrives after a failed render ended tries again.
    const failures = log.count('render failed', 'mockup', brokenKey);
    expect(failures).toBeGreaterThanOrEqual(1);
    expect(failures).toBeLessThanOrEqual(5);
    const fixed = await sharp({
      create: { width: 40, height: 50, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    await t.app.storage.put(broken.originalKey!, fixed, { contentType: 'image/png' });
    expect((await mockup(t.app, broken.id)).statusCode).toBe(200);
    expect(log.renders('mockup', brokenKey)).toBe(1);
  });

  it('two paid orders of one canvas, the print-file job run twice at once: one render, one file for both', async () => {
    const { artwork: art, ids } = await canvasOrders(2);
    const name = printFileName(art.id, size.widthInches, size.heightInches, 'mirror');
    await Promise.all([runPrintFilesOnce(jobDeps(t.app)), runPrintFilesOnce(jobDeps(t.app))]);
    const rows = await Promise.all(ids.map((id) => orderRow(t.app, id)));
    expect(rows.map((r) => r.printFileStatus)).toEqual(['ready', 'ready']);
    expect(rows[0]!.printFileKey).toBe(`${name}.png`);
    expect(rows[1]!.printFileKey).toBe(rows[0]!.printFileKey);
    expect(rows[1]!.printFileWidth).toBe(rows[0]!.printFileWidth);
    expect(log.renders('print-file', name)).toBe(1);

    // A later order of the same canvas is given the stored file.
    const [later] = (await canvasOrders(1, art)).ids;
    await runPrintFilesOnce(jobDeps(t.app));
    expect(await orderRow(t.app, later!)).toMatchObject({
      printFileStatus: 'ready',
      printFileKey: `${name}.png`,
      printFileWidth: rows[0]!.printFileWidth,
      printFileHeight: rows[0]!.printFileHeight,
    });
    expect(log.renders('print-file', name)).toBe(1);
  });

  it.runIf(onPostgres)(
    'two instances on one PostgreSQL: a burst on both renders the PNG, the mockup and the print file once in all',
    async () => {
      const other = await buildApp(t.config, { logStream: log.stream });
      try {
        await other.ready();
        other.prints.renderer = fakeRenderer();
        const apps = [t.app, other];

        const art = await boughtArtwork();
        const pngs = await Promise.all(
          Array.from({ length: BURST }, (_, i) => download(apps[i % 2]!, art.id)),
        );
        expect(pngs.map((a) => a.statusCode)).toEqual(Array(BURST).fill(200));
        expect(new Set(pngs.map((a) => sha256(a.rawPayload))).size).toBe(1);
        expect(log.renders('png', downloadKey(art.id))).toBe(1);

        const key = mockupKey(art.id, size, 'mirror');
        const mockups = await Promise.all(
          Array.from({ length: BURST }, (_, i) => mockup(apps[i % 2]!, art.id)),
        );
        expect(mockups.map((a) => a.statusCode)).toEqual(Array(BURST).fill(200));
        expect(new Set(mockups.map((a) => sha256(a.rawPayload))).size).toBe(1);
        expect(log.renders('mockup', key)).toBe(1);

        const { artwork: canvas, ids } = await canvasOrders(2);
        const name = printFileName(canvas.id, size.widthInches, size.heightInches, 'mirror');
        await Promise.all(apps.map((app) => runPrintFilesOnce(jobDeps(app))));
        const rows = await Promise.all(ids.map((id) => orderRow(t.app, id)));
        expect(rows.map((r) => r.printFileKey)).toEqual([`${name}.png`, `${name}.png`]);
        expect(log.renders('print-file', name)).toBe(1);
      } finally {
        await other.close();
      }
    },
  );
});
