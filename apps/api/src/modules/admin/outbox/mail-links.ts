import { isSecretParam } from '../../../lib/log-redaction';

// The links of an outbox mail and the rule for showing them to an admin.
//
// A password-reset (or any token) link is the key to an account. While a mail has not reached
// its recipient (pending, logged, failed) the outbox is the only place it can be read, which is
// the point without SMTP_URL: the shop owner opens the link or passes it on. Once it is 'sent'
// (delivered by SMTP) the recipient's mailbox has the link and nobody else needs it, so the
// admin sees its secret part as MASK: a reset token in the path, a ?token= (or any secret-looking
// query value, as log-redaction.ts judges them).

export const MASK = '••••';

/** http(s) URLs up to a space, quote or angle bracket. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+/g;
/** A sentence's full stop, comma or closing bracket after a link is not part of it. */
const TRAILING = /[.,;:!?)\]}]+$/;

/** The http(s) links in a mail's text, in order, each once. */
export function linksIn(text: string): string[] {
  const found = (text.match(URL_IN_TEXT) ?? []).map((url) => url.replace(TRAILING, ''));
  return [...new Set(found.filter(Boolean))];
}

const QUERY_PAIR = /([?&;])([^=&#?\s"'<>\\]+)=([^&#\s"'<>\\]*)/g;
// better-auth's reset link carries the token as a path segment: /reset-password/<token>.
const SECRET_PATH = /(\/reset-password\/)([^/?#\s"'<>\\]+)/g;

/** The text with every link secret (reset token, ?token= and the like) shown as MASK. */
export function maskTokens(text: string): string {
  return text
    .replace(QUERY_PAIR, (pair, sep: string, name: string, value: string) =>
      value && isSecretParam(name) ? `${sep}${name}=${MASK}` : pair,
    )
    .replace(SECRET_PATH, (_m, prefix: string) => `${prefix}${MASK}`);
}

/** Whether the admin sees the mail's links in full (see the rule at the top). */
export const showsTokens = (status: string) => status !== 'sent';
