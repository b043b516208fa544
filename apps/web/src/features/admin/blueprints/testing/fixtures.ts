import type {
  BlueprintDetail,
  BlueprintVersion,
  BlueprintVersionSummary,
} from '@atelier/shared/schemas/admin-blueprints';

// A portrait product's blueprint with three versions: v2 is live, v3 is newer, v1 older.

export const BP = 'b0b0b0b0-0000-4000-8000-000000000001';
export const V1 = 'a1a1a1a1-0000-4000-8000-000000000001';
export const V2 = 'a2a2a2a2-0000-4000-8000-000000000002';
export const V3 = 'a3a3a3a3-0000-4000-8000-000000000003';
const PRODUCT = 'cccccccc-0000-4000-8000-000000000009';

const ada = { id: 'user-ada', name: 'Ada Lovelace', email: 'ada@example.com' };

export function version(n: 1 | 2 | 3, over: Partial<BlueprintVersion> = {}): BlueprintVersion {
  const id = [V1, V2, V3][n - 1]!;
  return {
    id,
    blueprintId: BP,
    version: n,
    changeNote: ['First version', 'Oil look', 'Watercolour and wider'][n - 1]!,
    author: ada,
    createdAt: `2026-11-2${n}T09:00:00.000Z`,
    provider: 'local',
    isLive: n === 2,
    kind: 'portrait',
    promptTemplate:
      n === 3 ? 'A portrait of {{name}} in watercolour' : 'A portrait of {{name}} in oil',
    negativePrompt: 'blurry',
    captionTemplate: '{{name}}',
    fieldRoles: { name: { role: 'title' } },
    stylePreset: 'classic',
    studioSettings: {},
    model: null,
    width: n === 3 ? 1536 : 1024,
    height: 1024,
    imagesPerRun: 1,
    seedPolicy: 'random',
    fixedSeed: null,
    ...over,
  };
}

const summary = (v: BlueprintVersion): BlueprintVersionSummary => ({
  id: v.id,
  version: v.version,
  changeNote: v.changeNote,
  author: v.author,
  createdAt: v.createdAt,
  provider: v.provider,
  isLive: v.isLive,
});

export function detail(over: Partial<BlueprintDetail> = {}): BlueprintDetail {
  return {
    id: BP,
    product: { id: PRODUCT, title: 'Pet Portrait', slug: 'pet-portrait' },
    kind: 'portrait',
    fields: [
      { fieldName: 'name', fieldLabel: 'Pet name', fieldType: 'text', options: [] },
      {
        fieldName: 'occasion',
        fieldLabel: 'Occasion',
        fieldType: 'select',
        options: ['Birthday', 'Memorial'],
      },
      { fieldName: 'halo', fieldLabel: 'Add a halo', fieldType: 'checkbox', options: [] },
      { fieldName: 'photo', fieldLabel: 'Photo', fieldType: 'image', options: [] },
    ],
    live: version(2),
    versions: [version(3), version(2), version(1)].map(summary),
    liveHistory: [
      { at: '2026-11-21T09:00:00.000Z', by: null, from: null, to: { id: V1, version: 1 } },
      {
        at: '2026-11-22T10:00:00.000Z',
        by: ada,
        from: { id: V1, version: 1 },
        to: { id: V2, version: 2 },
      },
    ],
    providers: ['local', 'openai'],
    warnings: [],
    ...over,
  };
}
