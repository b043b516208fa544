import { useWatch } from 'react-hook-form';
import { pageTitle } from '@/lib/site';
import { mediaUrl } from '../../lib/media-url';
import type { EditorValues } from '../lib/editor-values';
import { EditorSection } from './editor-section';

/** What a search engine shows of the description: about 160 characters, cut at a word. */
export const SNIPPET_LENGTH = 160;

export function snippet(text: string, max = SNIPPET_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(' '));
  return `${(atWord.length > max * 0.6 ? atWord : cut).replace(/[\s.,;:–—-]+$/, '')}…`;
}

/** A Google-style result for the unsaved product: title, address, description, image. */
export function SearchPreview({ defaultOpen }: { defaultOpen: boolean }) {
  const [title, slug, description, image] = useWatch<
    EditorValues,
    ['title', 'slug', 'description', 'sampleImageUrl']
  >({ name: ['title', 'slug', 'description', 'sampleImageUrl'] });
  const src = mediaUrl(image);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <EditorSection
      id="search-preview"
      title="Search result preview"
      collapsible={{ fields: [], defaultOpen }}
      description="How a search engine may list the page, from the title, the description and the sample image."
    >
      <figure
        aria-label="Search result preview"
        className="flex gap-4 rounded-xl border border-parchment bg-white p-4"
      >
        <div className="min-w-0 flex-1">
          {/* Wraps rather than truncates: a one-line address would widen the whole editor
              column (its grid sizes to its widest unbreakable line) under the preview pane. */}
          <p data-testid="search-preview-address" className="text-xs break-all text-muted">
            {`${origin}/products/${slug || '…'}`}
          </p>
          <p className="mt-1 text-lg leading-snug text-[#1a0dab]">
            {pageTitle(title.trim() || 'Product title')}
          </p>
          <p className="mt-1 text-sm text-navy-soft">
            {snippet(description) || 'The description appears here.'}
          </p>
        </div>
        {src ? (
          <img src={src} alt="" className="size-20 shrink-0 rounded-lg object-cover sm:size-24" />
        ) : null}
      </figure>
    </EditorSection>
  );
}
