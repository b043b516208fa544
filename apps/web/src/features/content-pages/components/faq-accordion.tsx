import type { Token } from 'marked';
import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { MarkdownBlocks, MarkdownInline } from '@/components/markdown';
import { faqSections } from '../lib/faq-sections';

/**
 * The FAQ as an accordion: each `## Question` is a trigger (Enter/Space toggle, arrow keys
 * move between questions, Radix) and the content under it is the answer.
 */
export function FaqAccordion({ tokens }: { tokens: readonly Token[] }) {
  const { intro, sections } = faqSections(tokens);
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
