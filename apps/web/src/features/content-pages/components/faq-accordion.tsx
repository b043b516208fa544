import { faqIntro, parseFaqMarkdown } from '@atelier/shared/faq';
import { ChevronDown } from 'lucide-react';
import { Lexer } from 'marked';
import { Accordion } from 'radix-ui';
import { useMemo } from 'react';
import { MarkdownBlocks, MarkdownInline, parseMarkdown } from '@/components/markdown';

/**
 * The FAQ as an accordion: each `## Question` is a trigger (Enter/Space toggle, arrow keys
 * move between questions, Radix) and the content under it is the answer. The entries come from
 * the shared FAQ parser, the same split the site content screen edits.
 */
export function FaqAccordion({ markdown }: { markdown: string }) {
  const { intro, sections } = useMemo(
    () => ({
      intro: parseMarkdown(faqIntro(markdown)),
      sections: parseFaqMarkdown(markdown).map((entry) => ({
        text: entry.question,
        question: Lexer.lexInline(entry.question, { gfm: true }),
        answer: parseMarkdown(entry.answer),
      })),
    }),
    [markdown],
  );
  return (
    <>
      {intro.length ? <MarkdownBlocks tokens={intro} /> : null}
      <Accordion.Root type="multiple" className="mt-4 grid gap-3">
        {sections.map((section, i) => (
          <Accordion.Item
            key={`${i}-${section.text}`}
            value={`q${i}`}
            className="rounded-xl border border-parchment bg-white shadow-card"
          >
            <Accordion.Header asChild>
              <h2>
                <Accordion.Trigger className="group flex min-h-11 w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-base font-semibold text-navy hover:bg-cream/60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold">
                  <span>
                    <MarkdownInline tokens={section.question} />
                  </span>
                  <ChevronDown
                    className="size-5 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180"
                    aria-hidden
                  />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 text-navy-soft [&>*:first-child]:mt-0">
              <MarkdownBlocks tokens={section.answer} topLevel={3} />
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </>
  );
}
