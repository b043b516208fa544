import type { ContactBody } from '@atelier/shared/schemas/contact';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mail.service';
import type { ContactRepository } from './contact.repository';

export type ContactDeps = {
  repo: ContactRepository;
  mail: Pick<Mailer, 'send'>;
  /** Where contact mail goes: the shop e-mail setting (site content screen), else SHOP_EMAIL. */
  shopEmail: () => Promise<string>;
  log: FastifyBaseLogger;
};

export type ContactInput = Required<Pick<ContactBody, 'name' | 'email' | 'message'>> &
  Pick<ContactBody, 'subject' | 'website'> & { ip: string | null; userAgent: string | null };

export function contactMailText(m: {
  name: string;
  email: string;
  subject: string | null;
  message: string;
}) {
  return [
    `New message from the contact form.`,
    '',
    `From: ${m.name} <${m.email}>`,
    `Reply to: ${m.email}`,
    `Subject: ${m.subject ?? '(none)'}`,
    '',
    m.message,
  ].join('\n');
}

export function createContactService({ repo, mail, shopEmail, log }: ContactDeps) {
  return {
    /** Stores the message and mails it to the shop; answers the id the caller sees. */
    async submit(input: ContactInput): Promise<{ id: string }> {
      // Bots fill every field; people never see this one. Answer as if sent so bots learn nothing.
      if (input.website && input.website.trim() !== '') {
        log.info({ ip: input.ip }, 'contact: honeypot filled, message dropped');
        return { id: randomUUID() };
      }
      const subject = input.subject?.trim() ? input.subject.trim() : null;
      const { id } = await repo.insert({
        name: input.name,
        email: input.email,
        subject,
        message: input.message,
        ip: input.ip,
        userAgent: input.userAgent,
      });
      try {
        await mail.send({
          to: await shopEmail(),
          subject: `Contact: ${subject ?? `message from ${input.name}`}`.slice(0, 200),
          text: contactMailText({ ...input, subject }),
          kind: 'contact',
        });
      } catch (err) {
        // The message is stored; the shop still sees it even if the outbox write failed.
        log.error({ err, contactMessageId: id }, 'contact: could not queue the shop mail');
      }
      return { id };
    },
  };
}
