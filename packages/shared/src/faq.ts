// The FAQ page is stored as markdown: each `## Question` heading starts an entry and the
// paragraphs after it, up to the next `##` heading, are its answer. The storefront's FAQ page
// (apps/web/src/features/content-pages faq-accordion.tsx) shows these entries and the site
// content screen edits them. This is the one place that turns one into the other.

export type FaqEntry = { question: string; answer: string };

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const QUESTION = /^\s{0,3}##[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;

/**
 * The entries of FAQ markdown, in order. Text before the first question is not an entry (the
 * seeded FAQ has none); a `##` inside a fenced code block is part of the answer.
 */
export function parseFaqMarkdown(markdown: string): FaqEntry[] {
  const entries: { question: string; lines: string[] }[] = [];
  let fence: string | null = null;
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      if (fence === null) fence = marker[0]!;
      else if (marker[0] === fence) fence = null;
    }
    const question = fence === null && !fenceMatch ? QUESTION.exec(line) : null;
    if (question) {
      entries.push({ question: question[1]!.trim(), lines: [] });
    } else {
      entries.at(-1)?.lines.push(line);
    }
  }
  return entries
    .map((e) => ({ question: e.question, answer: e.lines.join('\n').trim() }))
    .filter((e) => e.question.length > 0);
}

/** The text before the first question (an introduction the entries do not carry), trimmed. */
export function faqIntro(markdown: string): string {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      if (fence === null) fence = marker[0]!;
      else if (marker[0] === fence) fence = null;
    } else if (fence === null && QUESTION.exec(line)) break;
    lines.push(line);
  }
  return lines.join('\n').trim();
}

/**
 * FAQ entries as the page's markdown: `## Question`, a blank line, the answer; an `intro`
 * (kept from the stored page) comes first.
 */
export function faqToMarkdown(entries: readonly FaqEntry[], intro = ''): string {
  const body = entries
    .map((e) => `## ${e.question.replace(/\s+/g, ' ').trim()}\n\n${e.answer.trim()}\n`)
    .join('\n');
  const head = intro.trim();
  if (!head) return body;
  return body ? `${head}\n\n${body}` : `${head}\n`;
}
