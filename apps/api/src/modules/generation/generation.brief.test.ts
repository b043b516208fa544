import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue';
import { addLiveVersion } from '../blueprints/blueprints.test-helpers';
import { seedBlueprints } from '../../db/seed/blueprints';
import { insertDemoRows } from '../../db/seed/demo-rows';
import { createTestApp, type TestApp } from '../../test/app';
import { EMPTY_BRIEF } from './engine/types';
import {
  createBoard,
  createUser,
  generate,
  scriptedProvider,
  waitForFinished,
} from './generation.test-helpers';

// The job reads the shopper's input through the seeded blueprint's field roles: the provider
// receives the brief (DESIGN.md §3), not only the rendered prompt.
describe('generation: the brief from the blueprint field roles', () => {
  let t: TestApp;
  const productId = async (slug: string) =>
    (await t.app.db.select().from(products).where(eq(products.slug, slug)))[0]!.id;

  beforeAll(async () => {
    t = await createTestApp();
    // The demo catalogue's rows (image keys need not exist for a job) and its blueprints.
    await t.app.db.transaction((tx) =>
      insertDemoRows(tx, (spec) => `static-assets/seed/${spec.name}.webp`),
    );
    await seedBlueprints(t.app.db);
    await t.app.generation.startWorker();
  });
  afterAll(() => t.close());

  async function runJob(slug: string, items: string) {
    const provider = scriptedProvider([]);
    t.app.generation.setProvider(provider);
    const user = await createUser(t.app, 'brief');
    const board = await createBoard(t.app, user, await productId(slug), { items });
    const res = await generate(t.app, user, { visionBoardId: board.id });
    expect(res.statusCode).toBe(201);
    const done = await waitForFinished(t.app, res.json().id);
    expect(done.status).toBe('succeeded');
    return provider.calls[0]!;
  }

  it('a seeded Sacred Milestone job gets names, occasion, a date for people, the message, the gift card', async () => {
    const input = await runJob(
      'sacred-milestone',
      [
        'names: Maria & José',
        'occasion: Wedding',
        'occasion_date: 6/14/2025',
        'art_style: Stained Glass',
        'message: A cord of three strands',
        'is not quickly broken.',
        'gift_note: true',
      ].join('\n'),
    );
    expect(input.brief).toEqual({
      ...EMPTY_BRIEF,
      style: {
        name: 'Stained Glass',
        description: 'Jewel-toned panes and leaded lines, like a cathedral window at sunrise.',
      },
      title: 'Maria & José',
      lines: ['Wedding'],
      date: 'June 14, 2025',
      verses: ['A cord of three strands is not quickly broken.'],
      elements: ['gift_card'],
    });
  });

  it('a seeded Vision Board job gets each goal as an item and the board style', async () => {
    const input = await runJob(
      'vision-board',
      [
        'board_title: My Year of Yes',
        'dreams: Visit Italy',
        'Run a half marathon',
        'Open my bakery',
        'focus_area: Travel & Adventure',
        'board_style: Night Sky',
      ].join('\n'),
    );
    expect(input.kind).toBe('vision_board');
    expect(input.brief).toMatchObject({
      title: 'My Year of Yes',
      list: ['Visit Italy', 'Run a half marathon', 'Open my bakery'],
      lines: ['Travel & Adventure'],
      style: { name: 'Night Sky' },
      elements: [],
    });
  });

  it('stored roles that are not valid do not fail the job: the fields are read by type', async () => {
    const id = await productId('guardian-angel-pet');
    await addLiveVersion(t.app.db, id, {
      fieldRoles: { pet_name: { role: 'nickname' } } as never,
    });
    const input = await runJob(
      'guardian-angel-pet',
      'pet_name: Buddy\npet_type: Dog\nart_style: Watercolor\nangel_wings: true\nmemorial_note: Loved naps',
    );
    // Inferred: first text = title, select = detail, textarea = notes, checkbox = nothing.
    expect(input.brief).toMatchObject({
      title: 'Buddy',
      details: ['Dog'],
      notes: ['Loved naps'],
      style: { name: 'Watercolor' },
      elements: [],
    });
  });
});
