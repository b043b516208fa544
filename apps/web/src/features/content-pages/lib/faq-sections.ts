import type { Token, Tokens } from 'marked';

export interface FaqSection {
  /** The `## Question` heading's inline tokens and its plain text (the item's key). */
  question: Token[];
  text: string;
  /** Everything up to the next `##` heading. */
  answer: Token[];
}

/**
 * Splits FAQ markdown into question/answer pairs: each `##` heading starts an item and owns
 * the blocks after it. Blocks before the first question are the intro.
 */
export function faqSections(tokens: readonly Token[]): { intro: Token[]; sections: FaqSection[] } {
  const intro: Token[] = [];
  const sections: FaqSection[] = [];
  for (const token of tokens) {
    if (token.type === 'heading' && (token as Tokens.Heading).depth === 2) {
      const heading = token as Tokens.Heading;
      sections.push({ question: heading.tokens, text: heading.text, answer: [] });
    } else {
      (sections.at(-1)?.answer ?? intro).push(token);
    }
  }
  return { intro, sections };
}
