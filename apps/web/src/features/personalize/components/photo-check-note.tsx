import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Loader2, XCircle } from 'lucide-react';
import type { PhotoCheck, PhotoLight } from '@atelier/shared/schemas/photo-check';
import { photoCheckQuery } from '../api/get-photo-check';

const LIGHTS: Record<PhotoLight, { label: string; Icon: typeof CheckCircle2; tone: string }> = {
  green: { label: 'Good', Icon: CheckCircle2, tone: 'text-emerald-700' },
  amber: { label: 'Could be better', Icon: AlertTriangle, tone: 'text-amber-700' },
  red: { label: 'Problem', Icon: XCircle, tone: 'text-red-700' },
};

/** What was found, in words: "Pet found", "2 people found", "No person or pet found". */
export function foundText(check: PhotoCheck): string {
  const s = check.subject;
  if (!s) return 'No person or pet found';
  if (s.kind === 'animal') return 'Pet found';
  return s.count > 1 ? `${s.count} people found` : 'Person found';
}

/** The face's size, in words, when a face was found. */
function faceText(check: PhotoCheck): string | null {
  const share = check.subject?.faceShare;
  if (share === null || share === undefined) return null;
  return `face ${Math.round(share * 100)}% of the photo's height`;
}

/**
 * Under an uploaded photo: the photo check's traffic light (an icon and a word, not only a
 * colour), what was found, and its one sentence. Advice only: it never disables Submit.
 */
export function PhotoCheckNote({ uploadKey }: { uploadKey: string }) {
  const check = useQuery(photoCheckQuery(uploadKey));
  if (check.isPending) {
    return (
      <p className="flex items-center gap-1 text-xs text-muted" role="status">
        <Loader2 className="size-3.5 animate-spin" aria-hidden />
        Checking your photo…
      </p>
    );
  }
  if (check.isError) return null;
  const data = check.data;
  const { label, Icon, tone } = LIGHTS[data.light];
  const face = faceText(data);
  const print = data.print ? `${data.print.ppi} PPI on ${data.print.largest}` : null;
  return (
    <div className="grid gap-0.5 text-xs" role="status" data-light={data.light}>
      <p className={`flex items-center gap-1 font-semibold ${tone}`}>
        <Icon className="size-3.5 shrink-0" aria-hidden />
        <span>
          {label}: {foundText(data)}
        </span>
      </p>
      <p className="text-navy">{data.message}</p>
      {face || print ? (
        <p className="text-muted">{[face, print].filter(Boolean).join(' · ')}</p>
      ) : null}
    </div>
  );
}
