import type { Database } from '../../db/client';
import type { Storage } from '../../storage/storage';
import { queueMail } from '../mail/mail.service';
import { artworkMailFacts } from './generation.repository';

// The shopper's mail when an artwork is ready, or when it finally failed (issue 27): queued in
// the transaction that records the outcome, so it exists exactly when that outcome does. The
// outcome is recorded once (markSucceeded and markFailed are guarded updates), so each artwork
// gets at most one such mail however often a job or a sweeper runs. Not for an admin's test
// runs (their purpose is not 'shopper'), nor for a user who turned them off on /profile.

export const ARTWORK_MAIL_KIND = 'artwork-status';
/** How long the preview link in the ready mail works. */
export const READY_MAIL_LINK_SECONDS = 7 * 24 * 60 * 60;

export type ArtworkMailDeps = { storage: Storage; publicUrl: string };

const absolute = (url: string, publicUrl: string) =>
  /^https?:\/\//i.test(url)
    ? url
    : `${publicUrl.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;

export async function queueArtworkMail(
  tx: Database,
  deps: ArtworkMailDeps,
  artworkId: string,
  outcome: 'ready' | 'failed',
): Promise<boolean> {
  const facts = await artworkMailFacts(tx, artworkId);
  if (!facts || facts.purpose !== 'shopper' || !facts.artworkMails) return false;
  const what = facts.productTitle ? `your ${facts.productTitle}` : 'your artwork';
  const page = `${deps.publicUrl}/artwork/${facts.visionBoardId}/${artworkId}`;
  const lines = [`Hello ${facts.name || 'there'},`, ''];
  let subject: string;
  if (outcome === 'ready') {
    subject = 'Your artwork is ready';
    lines.push(`Good news: ${what} is ready.`, '');
    if (facts.previewKey) {
      const preview = await deps.storage.signedUrl(facts.previewKey, READY_MAIL_LINK_SECONDS);
      lines.push(`Preview (this link works for 7 days): ${absolute(preview, deps.publicUrl)}`);
    }
    lines.push(
      `See it, keep it as a favorite, download it or order it as a canvas: ${page}`,
      '',
      'Not quite right? Ask for a change on the artwork page.',
    );
  } else {
    subject = 'We could not make your artwork';
    lines.push(`We are sorry: ${what} could not be made this time.`, '');
    lines.push(
      facts.freeRevision
        ? 'It was a free change, so none of your generations was used.'
        : facts.creditRefundedAt
          ? 'The generation it used has been returned to your account.'
          : 'It did not use any of your generations.',
      `Try again from the artwork page (Regenerate), or use another photo: ${page}`,
    );
  }
  lines.push(
    '',
    `You can turn these e-mails off on your profile: ${deps.publicUrl}/profile`,
    '',
    'Atelier',
  );
  await queueMail(tx, {
    to: facts.email,
    subject,
    text: lines.join('\n'),
    kind: ARTWORK_MAIL_KIND,
  });
  return true;
}
