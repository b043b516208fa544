import type { ReactNode } from 'react';

// A mail's text as written, its links clickable. The links come from the server (the detail's
// `links`), so the page and the API agree on what a link is. A link whose secret is masked
// (••••, a delivered reset link) opens nothing, so it stays text.

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MASK = '••••';

export function LinkedText({ text, links }: { text: string; links: string[] }) {
  const usable = links.filter((link) => !link.includes(MASK));
  if (usable.length === 0) return <>{text}</>;
  // Longest first: a link that starts another one must not cut it short.
  const pattern = new RegExp(
    `(${[...usable]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|')})`,
  );
  const parts: ReactNode[] = text.split(pattern).map((part, i) =>
    i % 2 === 1 ? (
      <a
        key={i}
        href={part}
        target="_blank"
        rel="noreferrer"
        className="break-all text-navy underline underline-offset-4"
      >
        {part}
      </a>
    ) : (
      part
    ),
  );
  return <>{parts}</>;
}
