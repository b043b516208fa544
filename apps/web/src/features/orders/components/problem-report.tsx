import {
  PROBLEM_MESSAGES,
  PROBLEM_REASON_LABELS,
  PROBLEM_REASONS,
  PROBLEM_REPORT_MAX_PHOTOS,
  PROBLEM_REPORT_NOTE_MAX,
  PROBLEM_STATUS_LABELS,
  type ProblemReason,
  type ProblemReport,
} from '@atelier/shared/schemas/problem-reports';
import { LifeBuoy, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ImageUpload, type UploadedFile } from '@/components/image-upload/image-upload';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useOrderProblems, useReportProblem } from '../api/problem-reports';
import { formatDate } from '../lib/labels';
import { cardClass } from './order-card';

function ReportItem({ report }: { report: ProblemReport }) {
  return (
    <li className="grid gap-2 rounded-lg border border-navy/10 p-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{PROBLEM_REASON_LABELS[report.reason]}</span>
        <span className="rounded-full bg-gold/15 px-2 py-0.5 text-xs font-semibold text-navy">
          {PROBLEM_STATUS_LABELS[report.status]}
        </span>
        <span className="text-sm text-muted">
          Reported <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>
        </span>
      </p>
      <p className="text-sm whitespace-pre-line text-navy-soft">{report.note}</p>
      {report.photoUrls.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Your photos">
          {report.photoUrls.map((url, i) => (
            <li key={url}>
              <img
                src={url}
                alt={`Photo ${i + 1} of the problem`}
                className="size-20 rounded-md object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
      {report.resolutionNote ? (
        <p className="text-sm">
          <span className="font-semibold">Our answer:</span> {report.resolutionNote}
        </p>
      ) : null}
      {report.reprintOrderId ? (
        <Link
          to={`/orders/${report.reprintOrderId}`}
          className="justify-self-start font-semibold text-navy underline underline-offset-4"
        >
          Follow your free reprint
        </Link>
      ) : null}
    </li>
  );
}

function ReportDialog({
  orderId,
  open,
  onOpenChange,
}: {
  orderId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ids = useId();
  const send = useReportProblem(orderId);
  const [reason, setReason] = useState<ProblemReason | null>(null);
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  const reasonError = tried && !reason ? 'Choose what is wrong.' : undefined;
  const noteError = tried && !note.trim() ? PROBLEM_MESSAGES.NOTE_REQUIRED : undefined;

  const reset = () => {
    setReason(null);
    setNote('');
    setPhotos([]);
    setTried(false);
    send.reset();
  };

  const submit = () => {
    setTried(true);
    if (!reason || !note.trim() || uploading) return;
    send.mutate(
      { reason, note: note.trim(), photoKeys: photos.map((p) => p.key) },
      {
        onSuccess: () => {
          onOpenChange(false);
          reset();
          toast({
            title: 'Report sent',
            description: 'We will come back to you with a free reprint or a refund.',
          });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) reset();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report a problem</DialogTitle>
          <DialogDescription>
            Tell us what is wrong with your canvas. Our 30-day guarantee covers it: we will send a
            free reprint or a refund.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <fieldset
            className="grid gap-2"
            aria-describedby={reasonError ? `${ids}-reason-error` : undefined}
          >
            <legend className="mb-1 text-sm font-semibold">What is wrong?</legend>
            {PROBLEM_REASONS.map((r) => (
              <label key={r} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${ids}-reason`}
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="size-4 accent-navy"
                />
                {PROBLEM_REASON_LABELS[r]}
              </label>
            ))}
            {reasonError ? (
              <p id={`${ids}-reason-error`} className="text-sm text-danger">
                {reasonError}
              </p>
            ) : null}
          </fieldset>
          <div className="grid gap-1.5">
            <label htmlFor={`${ids}-note`} className="text-sm font-semibold">
              Tell us more
            </label>
            <textarea
              id={`${ids}-note`}
              rows={4}
              maxLength={PROBLEM_REPORT_NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              aria-invalid={Boolean(noteError)}
              aria-describedby={noteError ? `${ids}-note-error` : undefined}
              className="w-full rounded-lg border border-navy/20 bg-white px-3 py-2 text-base text-navy focus-visible:border-gold focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-gold/60 aria-invalid:border-danger sm:text-sm"
            />
            {noteError ? (
              <p id={`${ids}-note-error`} className="text-sm text-danger">
                {noteError}
              </p>
            ) : null}
          </div>
          <div className="grid gap-2">
            <p className="text-sm font-semibold" id={`${ids}-photos`}>
              Photos (up to {PROBLEM_REPORT_MAX_PHOTOS}, optional)
            </p>
            {photos.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-labelledby={`${ids}-photos`}>
                {photos.map((p) => (
                  <li key={p.key} className="relative">
                    <img src={p.url} alt={p.name} className="size-20 rounded-md object-cover" />
                    <button
                      type="button"
                      onClick={() => setPhotos((all) => all.filter((x) => x.key !== p.key))}
                      className="absolute -top-2 -right-2 grid size-8 place-items-center rounded-full bg-navy text-white"
                      aria-label={`Remove ${p.name}`}
                    >
                      <X className="size-4" aria-hidden />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            {photos.length < PROBLEM_REPORT_MAX_PHOTOS ? (
              <ImageUpload
                label="Photos of the problem"
                multiple
                folder="user-uploads"
                prefix="problem"
                chooseLabel="Add photos"
                hint="A photo of the print and one of the packaging help us most."
                onBusyChange={setUploading}
                onUploaded={(files) =>
                  setPhotos((all) => [...all, ...files].slice(0, PROBLEM_REPORT_MAX_PHOTOS))
                }
              />
            ) : null}
          </div>
          {send.isError ? (
            <FormError message={errorMessage(send.error, 'The report was not sent.')} />
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="accent" disabled={send.isPending || uploading}>
              {send.isPending ? 'Sending…' : 'Send report'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * On a delivered canvas order: its problem reports and how each was resolved, and, within 30
 * days of delivery with none open, "Report a problem" (the SPEC's 30-day guarantee).
 */
export function ProblemReportSection({ orderId, status }: { orderId: string; status: string }) {
  const [open, setOpen] = useState(false);
  const problems = useOrderProblems(orderId, status === 'delivered' || status === 'refunded');
  const data = problems.data;
  if (!data || (data.reports.length === 0 && !data.canReport)) return null;
  return (
    <section aria-labelledby="problem-heading" className={cardClass}>
      <h2 id="problem-heading" className="flex items-center gap-2 text-xl font-semibold">
        <LifeBuoy className="size-5 text-gold" aria-hidden />
        Something wrong?
      </h2>
      {data.reports.length > 0 ? (
        <ul className="mt-3 grid gap-3" aria-label="Your reports">
          {data.reports.map((r) => (
            <ReportItem key={r.id} report={r} />
          ))}
        </ul>
      ) : null}
      {data.canReport && data.reportUntil ? (
        <div className="mt-3 grid gap-2">
          <p className="text-sm text-navy-soft">
            If your canvas arrived damaged, is not what you ordered or the print is poor, tell us
            until <time dateTime={data.reportUntil}>{formatDate(data.reportUntil)}</time> and we
            will make it right: 100% Satisfaction Guaranteed.
          </p>
          <Button variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
            Report a problem
          </Button>
          <ReportDialog orderId={orderId} open={open} onOpenChange={setOpen} />
        </div>
      ) : null}
    </section>
  );
}
