import {
  blueprintDraftSchema,
  type BlueprintDetail,
} from '@atelier/shared/schemas/admin-blueprints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { adminErrorMessage } from '@/features/admin/api/admin-api';
import { Section } from '@/features/admin/components/section';
import { blueprintPreviewQuery } from '../api/blueprints';
import { draftOf, type EditorValues } from '../lib/draft-values';
import { useDebounced } from '../lib/use-debounced';
import { BriefView } from './brief-view';
import { SampleInputs } from './sample-inputs';
import { WarningList } from './warning-list';

export const PREVIEW_DEBOUNCE_MS = 300;

/**
 * Sample inputs and what the draft makes of them (the server renders it: the same templates,
 * roles and brief a job would get), asked again ~300 ms after the owner stops typing.
 */
export function PreviewPanel({
  detail,
  control,
}: {
  detail: BlueprintDetail;
  control: Control<EditorValues>;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const draft = useWatch({ control, name: 'draft' });
  const parsed = blueprintDraftSchema.safeParse(draftOf(draft));
  const body = useDebounced(
    parsed.success ? { draft: parsed.data, values } : null,
    PREVIEW_DEBOUNCE_MS,
  );
  const preview = useQuery({
    ...blueprintPreviewQuery(detail.id, body),
    placeholderData: keepPreviousData,
  });
  const answer = preview.data;
  return (
    <Section title="Preview">
      <SampleInputs
        fields={detail.fields}
        values={values}
        onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
      />
      <div aria-live="polite" aria-busy={preview.isFetching} className="grid gap-3">
        {!parsed.success ? (
          <p className="text-sm text-muted">
            The preview waits for a complete draft: {parsed.error.issues[0]?.message}
          </p>
        ) : preview.isError ? (
          <p role="alert" className="text-sm text-danger">
            {adminErrorMessage(preview.error, 'The preview could not be made.')}
          </p>
        ) : !answer ? (
          <p role="status" className="text-sm text-muted">
            Rendering the preview…
          </p>
        ) : (
          <>
            <dl className="grid gap-2 text-sm">
              <Rendered label="Prompt" text={answer.prompt} />
              <Rendered label="Negative prompt" text={answer.negativePrompt} />
              <Rendered label="Caption" text={answer.caption} />
            </dl>
            <h3 className="text-sm font-semibold text-navy">Brief</h3>
            <BriefView brief={answer.brief} />
            <WarningList warnings={answer.warnings} label="Warnings" />
          </>
        )}
      </div>
    </Section>
  );
}

function Rendered({ label, text }: { label: string; text: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="font-semibold text-navy">{label}</dt>
      <dd className="rounded-md bg-cream/60 p-2 font-mono text-xs break-words whitespace-pre-wrap">
        {text || <span className="text-muted">(empty)</span>}
      </dd>
    </div>
  );
}
