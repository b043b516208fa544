import type { ContentPageSlug } from '@atelier/shared/schemas/content';
import { useMemo } from 'react';
import { PageIntro } from '@/components/page-intro';
import { Button } from '@/components/ui/button';
import { useContentPage } from '../api/get-content-page';
import { MarkdownBlocks, parseMarkdown } from '@/components/markdown';
import { FaqAccordion } from './faq-accordion';

/** Titles shown before the page has loaded (and if it cannot be). */
export const CONTENT_PAGE_TITLES: Record<ContentPageSlug, { title: string; tab?: string }> = {
  terms: { title: 'Terms of Service' },
  privacy: { title: 'Privacy Policy' },
  returns: { title: 'Returns & Refunds' },
  faq: { title: 'Frequently Asked Questions', tab: 'FAQ' },
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function updatedOn(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

/** /terms, /privacy, /returns and /faq: markdown from GET /api/pages/{slug}, rendered safely. */
export function ContentPageView({ slug }: { slug: ContentPageSlug }) {
  const page = useContentPage(slug);
  const fallback = CONTENT_PAGE_TITLES[slug];
  const tokens = useMemo(() => (page.data ? parseMarkdown(page.data.markdown) : []), [page.data]);
  const updated = page.data ? updatedOn(page.data.updatedAt) : null;

  return (
    <>
      <PageIntro title={page.data?.title || fallback.title} documentTitle={fallback.tab}>
        {updated ? <p className="text-sm text-muted">Last updated {updated}</p> : null}
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 pb-16 text-navy-soft">
        {page.isPending ? (
          <div role="status" aria-label="Loading the page" className="grid gap-3">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="h-4 animate-pulse rounded bg-cream last:w-2/3" />
            ))}
          </div>
        ) : page.isError ? (
          <div
            role="alert"
            className="grid justify-items-center gap-3 rounded-2xl bg-cream p-8 text-center"
          >
            <p>We could not load this page just now.</p>
            <Button variant="outline" onClick={() => void page.refetch()}>
              Try again
            </Button>
          </div>
        ) : slug === 'faq' ? (
          <FaqAccordion markdown={page.data.markdown} />
        ) : (
          <article className="[&>*:first-child]:mt-0">
            <MarkdownBlocks tokens={tokens} />
          </article>
        )}
      </div>
    </>
  );
}
