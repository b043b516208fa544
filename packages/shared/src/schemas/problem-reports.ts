import { z } from 'zod';

// "Report a problem" on a delivered canvas order (the SPEC's 30-day guarantee): what the shopper
// sends, what they and the admin see, and how the admin resolves it. Both sides use these.

/** A delivered canvas order can be reported within this many days of its delivery. */
export const PROBLEM_REPORT_WINDOW_DAYS = 30;
/** Photos a report may carry. */
export const PROBLEM_REPORT_MAX_PHOTOS = 3;
export const PROBLEM_REPORT_NOTE_MAX = 2000;

export const PROBLEM_REASONS = ['damaged', 'wrong', 'poor_quality'] as const;
export type ProblemReason = (typeof PROBLEM_REASONS)[number];
export const PROBLEM_REASON_LABELS: Record<ProblemReason, string> = {
  damaged: 'Damaged',
  wrong: 'Wrong item',
  poor_quality: 'Poor quality',
};

/** open until the admin resolves it with a free reprint or a refund. */
export const PROBLEM_REPORT_STATUSES = ['open', 'reprinted', 'refunded'] as const;
export type ProblemReportStatus = (typeof PROBLEM_REPORT_STATUSES)[number];
export const PROBLEM_STATUS_LABELS: Record<ProblemReportStatus, string> = {
  open: 'We are looking into it',
  reprinted: 'Free reprint on its way',
  refunded: 'Refunded',
};

export const PROBLEM_RESOLUTIONS = ['reprint', 'refund'] as const;
export type ProblemResolution = (typeof PROBLEM_RESOLUTIONS)[number];

export const PROBLEM_MESSAGES = {
  NOT_CANVAS: 'Problems can be reported on canvas orders.',
  NOT_DELIVERED: 'A problem can be reported once the order has been delivered.',
  WINDOW_CLOSED: `Problems can be reported within ${PROBLEM_REPORT_WINDOW_DAYS} days of delivery. Please contact us and we will help.`,
  ALREADY_OPEN: 'A report for this order is already open. We will get back to you soon.',
  NOTE_REQUIRED: 'Please tell us what is wrong.',
  NOTE_TOO_LONG: `Please keep the note under ${PROBLEM_REPORT_NOTE_MAX} characters.`,
  TOO_MANY_PHOTOS: `Add at most ${PROBLEM_REPORT_MAX_PHOTOS} photos.`,
  PHOTO_NOT_FOUND: 'One of the photos could not be found. Please upload it again.',
  REPORT_NOT_FOUND: 'Report not found.',
  ALREADY_RESOLVED: 'This report has already been resolved.',
} as const;

/** POST /api/orders/{id}/problems: the photos are keys the caller uploaded (POST /api/upload/image). */
export const createProblemReportSchema = z.strictObject({
  reason: z.enum(PROBLEM_REASONS, { error: 'Choose what is wrong.' }),
  note: z
    .string({ error: PROBLEM_MESSAGES.NOTE_REQUIRED })
    .trim()
    .min(1, PROBLEM_MESSAGES.NOTE_REQUIRED)
    .max(PROBLEM_REPORT_NOTE_MAX, PROBLEM_MESSAGES.NOTE_TOO_LONG),
  photoKeys: z
    .array(z.string().min(1).max(300))
    .max(PROBLEM_REPORT_MAX_PHOTOS, PROBLEM_MESSAGES.TOO_MANY_PHOTOS)
    .default([]),
});
export type CreateProblemReportBody = z.input<typeof createProblemReportSchema>;

export const problemReportSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  reason: z.enum(PROBLEM_REASONS),
  note: z.string(),
  /** Signed, expiring URLs of the report's photos. */
  photoUrls: z.array(z.string()),
  status: z.enum(PROBLEM_REPORT_STATUSES),
  /** The admin's words to the shopper when resolving. */
  resolutionNote: z.string().nullable(),
  /** The free reprint (a canvas order at 0) when resolved with one. */
  reprintOrderId: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type ProblemReport = z.infer<typeof problemReportSchema>;

/**
 * GET /api/orders/{id}/problems: the order's reports (newest first), and whether a new one may be
 * sent now (delivered canvas, within the window, none open) with the last day it may.
 */
export const orderProblemsSchema = z.object({
  reports: z.array(problemReportSchema),
  canReport: z.boolean(),
  reportUntil: z.string().nullable(),
});
export type OrderProblems = z.infer<typeof orderProblemsSchema>;

/** POST /api/admin/problem-reports/{id}/resolve */
export const resolveProblemReportSchema = z.strictObject({
  resolution: z.enum(PROBLEM_RESOLUTIONS),
  note: z.string().trim().max(PROBLEM_REPORT_NOTE_MAX).optional(),
});
export type ResolveProblemReportBody = z.infer<typeof resolveProblemReportSchema>;

/** The admin's view of a report: the shopper's, plus who resolved it. */
export const adminProblemReportSchema = problemReportSchema.extend({
  customerEmail: z.string(),
  resolvedByEmail: z.string().nullable(),
});
export type AdminProblemReport = z.infer<typeof adminProblemReportSchema>;

/** Whether `deliveredAt` still lets a report in at `now`, and the last moment it does. */
export function problemReportDeadline(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + PROBLEM_REPORT_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}
