import { findSubject } from '@atelier/studio';
import type { PhotoSubject } from '@atelier/shared/schemas/photo-check';

// The photo check's look at a photo (runs on a render-pool thread: render-worker.ts). The very
// call the portrait renderer makes — the studio's subject finder, its models and thresholds —
// with no hint, so whichever of a person or a pet scores best is what it reports.

export async function photoSubjectHere(photo: Buffer): Promise<PhotoSubject | null> {
  const subject = await findSubject(photo);
  if (!subject) return null;
  const faceShare = subject.face
    ? Math.round(Math.min(1, subject.face.h / subject.height) * 1000) / 1000
    : null;
  return { kind: subject.kind, count: subject.count, faceShare };
}
