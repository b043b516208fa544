import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  DRAFT_STORAGE_KEY,
  DRAFT_TTL_MS,
  loadDraft,
  purgeExpiredDrafts,
  saveDraft,
} from './draft';

const NOW = Date.UTC(2026, 10, 21, 8, 0, 0);
const images = {
  pet_photo: [{ url: '/u/1.jpg', key: 'user-uploads/g/1.jpg', name: 'rex.jpg', size: 1200 }],
};

describe('saved form draft', () => {
  it('is stored under the fixed key with productSlug, formData, uploadedImages, timestamp and a 24 h expiry', () => {
    expect(saveDraft('guardian-angel-pet', { pet_name: 'Rex' }, images, NOW)).toBe(true);
    const stored = JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null');
    expect(stored).toEqual({
      productSlug: 'guardian-angel-pet',
      formData: { pet_name: 'Rex' },
      uploadedImages: images,
      timestamp: NOW,
      expiresAt: NOW + 24 * 60 * 60 * 1000,
    });
    expect(DRAFT_TTL_MS).toBe(86_400_000);
  });

  it('loads only for its own product and only before it expires', () => {
    saveDraft('guardian-angel-pet', { pet_name: 'Rex' }, images, NOW);
    expect(loadDraft('guardian-angel-pet', NOW + DRAFT_TTL_MS - 1)?.formData).toEqual({
      pet_name: 'Rex',
    });
    expect(loadDraft('vision-board', NOW)).toBeNull();
    expect(loadDraft('guardian-angel-pet', NOW + DRAFT_TTL_MS)).toBeNull();
  });

  it('purgeExpiredDrafts removes an expired draft and keeps a live one', () => {
    saveDraft('guardian-angel-pet', {}, {}, NOW);
    purgeExpiredDrafts(NOW + 60_000);
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();
    purgeExpiredDrafts(NOW + DRAFT_TTL_MS + 1);
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('purgeExpiredDrafts removes an unreadable draft', () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    purgeExpiredDrafts(NOW);
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('clearDraft removes it', () => {
    saveDraft('guardian-angel-pet', {}, {}, NOW);
    clearDraft();
    expect(loadDraft('guardian-angel-pet', NOW)).toBeNull();
  });
});
