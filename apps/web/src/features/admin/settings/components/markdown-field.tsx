import { useWatch } from 'react-hook-form';
import { Markdown } from '@/components/markdown';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TextField } from '@/features/admin/components/form-fields';

/**
 * A markdown textarea with a Write / Preview switch. The preview goes through the storefront's
 * own renderer (components/markdown), so it reads exactly as /terms, /privacy, /returns and
 * /faq will. The textarea stays mounted while previewing, so a failed save can focus it.
 */
export function MarkdownField({
  name,
  label,
  description,
  rows = 12,
  maxLength,
  topLevel = 2,
}: {
  name: string;
  label: string;
  description?: string;
  rows?: number;
  maxLength?: number;
  /** Heading level the markdown's shallowest heading becomes (as on the storefront page). */
  topLevel?: number;
}) {
  return (
    <Tabs defaultValue="write" className="grid gap-2">
      <TabsList aria-label={`${label}: write or preview`} className="w-full max-w-56">
        <TabsTrigger value="write">Write</TabsTrigger>
        <TabsTrigger value="preview">Preview</TabsTrigger>
      </TabsList>
      <TabsContent value="write" forceMount className="mt-0 data-[state=inactive]:hidden">
        <TextField
          name={name}
          label={label}
          description={
            description ?? 'Markdown: ## for a heading, - for a list, [text](/path) for a link.'
          }
          multiline
          rows={rows}
          maxLength={maxLength}
        />
      </TabsContent>
      <TabsContent value="preview" className="mt-0">
        <section
          aria-label={`Preview of ${label}`}
          className="rounded-lg border border-parchment bg-ivory p-4"
        >
          <p className="text-sm font-medium text-muted">As the shop shows it</p>
          <MarkdownPreview name={name} topLevel={topLevel} />
        </section>
      </TabsContent>
    </Tabs>
  );
}

function MarkdownPreview({ name, topLevel }: { name: string; topLevel: number }) {
  const source = (useWatch({ name }) as string | undefined) ?? '';
  return source.trim() ? (
    <article className="text-navy-soft [&>*:first-child]:mt-2">
      <Markdown source={source} topLevel={topLevel} />
    </article>
  ) : (
    <p className="mt-2 text-sm text-muted">Nothing written yet.</p>
  );
}
