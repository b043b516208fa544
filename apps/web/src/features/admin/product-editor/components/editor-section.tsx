import { useId, useState, type ReactNode } from 'react';
import { get, useFormState } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { EditorValues } from '../lib/editor-values';

interface Collapsible {
  /** The form values the section edits: a problem in one shows the section. */
  fields: readonly string[];
  /** Open when the editor opens (a new product's page is still to be set up). */
  defaultOpen: boolean;
}

/** Whether any of `fields` has an error, and how many saves have been tried. */
function useSectionErrors(fields: readonly string[]) {
  const { errors, submitCount } = useFormState<EditorValues>();
  return { invalid: fields.some((name) => Boolean(get(errors, name))), submitCount };
}

/**
 * One titled part of the product editor. A collapsible one folds to its heading and what it
 * holds (the page texts most edits leave alone), so the form builder is not a long scroll away.
 * A failed save shows a section whose fields have a problem in the same render, so the form's
 * focus can reach the first one; the owner may still fold it (its heading then says so).
 */
export function EditorSection({
  id,
  title,
  description,
  collapsible,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  collapsible?: Collapsible;
  children: ReactNode;
}) {
  const bodyId = useId();
  const [open, setOpen] = useState(collapsible?.defaultOpen ?? true);
  // The save attempt whose problems the owner folded away (the next failed save shows them).
  const [foldedAt, setFoldedAt] = useState(0);
  const { invalid, submitCount } = useSectionErrors(collapsible?.fields ?? []);
  const shown = !collapsible || open || (invalid && submitCount > foldedAt);

  const toggle = () => {
    if (shown) {
      setOpen(false);
      setFoldedAt(submitCount);
    } else setOpen(true);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="grid grid-cols-1 gap-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-heading`} className="text-xl font-semibold">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
          {!shown && invalid ? (
            <p className="mt-1 text-sm font-medium text-danger">Needs attention</p>
          ) : null}
        </div>
        {collapsible ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={shown}
            aria-controls={bodyId}
            onClick={toggle}
          >
            {shown ? 'Hide' : 'Show'}
            <span className="sr-only"> {title}</span>
          </Button>
        ) : null}
      </div>
      {shown ? (
        <div id={bodyId} className="grid grid-cols-1 gap-4">
          {children}
        </div>
      ) : null}
    </section>
  );
}
