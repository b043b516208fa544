import type { SamplePhoto, SavedVariant } from '@atelier/shared/schemas/admin-variants';
import { vi } from 'vitest';
import { BP, detail, V3 } from './fixtures';

// Sample photos, saved variants and a stand-in EventSource for the editor's test-run tests.

export const PHOTO_SEED = 'dddddddd-0000-4000-8000-000000000001';
export const PHOTO_UPLOAD = 'dddddddd-0000-4000-8000-000000000002';
export const PHOTO_NEW = 'dddddddd-0000-4000-8000-000000000003';
export const VAR1 = 'eeeeeeee-0000-4000-8000-000000000001';
export const VAR2 = 'eeeeeeee-0000-4000-8000-000000000002';
export const RUN = 'ffffffff-0000-4000-8000-000000000001';

export function samplePhoto(id: string, over: Partial<SamplePhoto> = {}): SamplePhoto {
  return {
    id,
    label: id === PHOTO_SEED ? 'Golden retriever' : 'Tabby cat',
    attribution: id === PHOTO_SEED ? 'Photo by Jo Smith (Unsplash licence)' : 'Uploaded by Ada',
    source: id === PHOTO_SEED ? 'seed' : 'upload',
    width: 1024,
    height: 1024,
    url: `/api/admin/sample-photos/${id}/image`,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...over,
  };
}

export function savedVariant(id: string, over: Partial<SavedVariant> = {}): SavedVariant {
  const d = detail();
  return {
    id,
    artworkId: id.replace('eeeeeeee', '99999999'),
    purpose: 'test_run',
    status: 'queued',
    blueprintId: BP,
    product: { id: d.product.id, title: d.product.title },
    version: { id: V3, version: 3 },
    draft: null,
    values: {},
    photos: [],
    seed: 42,
    provider: 'local',
    model: null,
    durationMs: null,
    costCents: 0,
    score: null,
    note: '',
    inRegressionSet: false,
    phash: null,
    sourceArtworkId: null,
    sourceVariantId: null,
    regressionRunId: null,
    previewUrl: null,
    lastError: null,
    createdBy: null,
    createdAt: '2026-11-28T09:00:00.000Z',
    updatedAt: '2026-11-28T09:00:00.000Z',
    ...over,
  };
}

/** A stand-in EventSource: tests read the URL it opened, send it messages and see it closed. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The server sends one `data:` line (`event: <type>`, `id:` too if given); closed: none arrives. */
  send(data: unknown, type = 'message', lastEventId = '') {
    if (this.readyState === FakeEventSource.CLOSED) return;
    const event = new MessageEvent('message', { data: JSON.stringify(data), lastEventId });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  /** The connection failed for good (an error answer): the browser will not try again. */
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

export function stubEventSource() {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return FakeEventSource.instances;
}
