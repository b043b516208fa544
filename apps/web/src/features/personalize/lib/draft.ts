import type { FormValues } from './items-text';

/** One uploaded photo as the upload control reports it (same shape as its UploadedFile). */
export interface UploadedImageRef {
  url: string;
  key: string;
  name: string;
  size: number;
}

/** Uploaded photos per image field name. */
export type UploadedImages = Record<string, UploadedImageRef[]>;

/** SPEC.md §3 saved form draft, kept in localStorage under one fixed key. */
export interface SavedDraft {
  productSlug: string;
  formData: FormValues;
  uploadedImages: UploadedImages;
  timestamp: number;
  expiresAt: number;
}

export const DRAFT_STORAGE_KEY = 'atelier.personalize-draft';
/** SPEC.md §9: a saved draft expires after 24 hours. */
export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by privacy settings
  }
}

function readDraft(): SavedDraft | null {
  const raw = storage()?.getItem(DRAFT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<SavedDraft> | null;
    if (
      !draft ||
      typeof draft.productSlug !== 'string' ||
      typeof draft.expiresAt !== 'number' ||
      typeof draft.formData !== 'object' ||
      draft.formData === null
    ) {
      return null;
    }
    return {
      productSlug: draft.productSlug,
      formData: draft.formData,
      uploadedImages:
        draft.uploadedImages && typeof draft.uploadedImages === 'object'
          ? draft.uploadedImages
          : {},
      timestamp: typeof draft.timestamp === 'number' ? draft.timestamp : draft.expiresAt,
      expiresAt: draft.expiresAt,
    };
  } catch {
    return null;
  }
}

/** Saves the form for `productSlug`; returns false when the browser refuses storage. */
export function saveDraft(
  productSlug: string,
  formData: FormValues,
  uploadedImages: UploadedImages,
  now = Date.now(),
): boolean {
  const draft: SavedDraft = {
    productSlug,
    formData,
    uploadedImages,
    timestamp: now,
    expiresAt: now + DRAFT_TTL_MS,
  };
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
    return true;
  } catch {
    return false; // quota exceeded
  }
}

/** The unexpired draft of this product, or null. */
export function loadDraft(productSlug: string, now = Date.now()): SavedDraft | null {
  const draft = readDraft();
  if (!draft || draft.productSlug !== productSlug || draft.expiresAt <= now) return null;
  return draft;
}

/** SPEC.md §4: expired (or unreadable) drafts are removed when the form loads. */
export function purgeExpiredDrafts(now = Date.now()): void {
  const store = storage();
  if (!store?.getItem(DRAFT_STORAGE_KEY)) return;
  const draft = readDraft();
  if (!draft || draft.expiresAt <= now) store.removeItem(DRAFT_STORAGE_KEY);
}

export function clearDraft(): void {
  storage()?.removeItem(DRAFT_STORAGE_KEY);
}
