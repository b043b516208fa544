// The subject of a portrait's photo, remembered for the last few photos: a regeneration (a new
// seed for the same photo) or a print file (the same input at print size) finds the same
// subject, so the worker does not run the segmentation models again for it. Keyed by the
// photo's bytes and the hint; the answer is the same for the same key (the models are
// deterministic), so the cache changes no picture.
import { createHash } from 'node:crypto';
import { findSubject, type SubjectHint } from './subject';
import type { Subject } from './types';

/** Few entries: a mask is one byte per photo pixel (12 MB for a 12 MP photo). */
const KEEP = 4;
const found = new Map<string, Promise<Subject | null>>();

export function subjectOf(
  photo: Buffer,
  hint: SubjectHint,
  signal?: AbortSignal,
): Promise<Subject | null> {
  const key = `${hint}:${createHash('sha256').update(photo).digest('hex')}`;
  const known = found.get(key);
  if (known) {
    // Most recently used last.
    found.delete(key);
    found.set(key, known);
    return known;
  }
  const finding = findSubject(photo, { hint, signal });
  found.set(key, finding);
  // A failed or aborted search is not remembered: the next attempt searches again.
  finding.catch(() => found.delete(key));
  while (found.size > KEEP) found.delete(found.keys().next().value!);
  return finding;
}
