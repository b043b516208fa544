import { z } from 'zod';

// POST /api/contact. Strict: unknown keys are rejected. `website` is a honeypot that people
// never see; a filled one is answered like a success but nothing is stored or mailed.

export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
} as const;

export const CONTACT_MESSAGES = {
  NAME_REQUIRED: 'Please enter your name.',
  NAME_TOO_LONG: `Name must be at most ${CONTACT_LIMITS.nameMax} characters.`,
  EMAIL_INVALID: 'Please enter a valid email address.',
  SUBJECT_TOO_LONG: `Subject must be at most ${CONTACT_LIMITS.subjectMax} characters.`,
  MESSAGE_TOO_SHORT: `Message must be at least ${CONTACT_LIMITS.messageMin} characters.`,
  MESSAGE_TOO_LONG: `Message must be at most ${CONTACT_LIMITS.messageMax} characters.`,
  RATE_LIMITED: 'You have sent several messages in a short time. Please try again in an hour.',
  SENT: "Thank you! Your message has been sent. We'll get back to you soon.",
} as const;

export const contactBodySchema = z.strictObject({
  name: z
    .string({ error: CONTACT_MESSAGES.NAME_REQUIRED })
    .trim()
    .min(1, { error: CONTACT_MESSAGES.NAME_REQUIRED })
    .max(CONTACT_LIMITS.nameMax, { error: CONTACT_MESSAGES.NAME_TOO_LONG }),
  email: z
    .string({ error: CONTACT_MESSAGES.EMAIL_INVALID })
    .trim()
    .pipe(
      z
        .email({ error: CONTACT_MESSAGES.EMAIL_INVALID })
        .max(CONTACT_LIMITS.emailMax, { error: CONTACT_MESSAGES.EMAIL_INVALID }),
    ),
  subject: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.subjectMax, { error: CONTACT_MESSAGES.SUBJECT_TOO_LONG })
    .optional(),
  message: z
    .string({ error: CONTACT_MESSAGES.MESSAGE_TOO_SHORT })
    .trim()
    .min(CONTACT_LIMITS.messageMin, { error: CONTACT_MESSAGES.MESSAGE_TOO_SHORT })
    .max(CONTACT_LIMITS.messageMax, { error: CONTACT_MESSAGES.MESSAGE_TOO_LONG }),
  website: z.string().max(500).optional(),
});
export type ContactBody = z.input<typeof contactBodySchema>;

export const contactResponseSchema = z.object({ ok: z.literal(true), id: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
