import type { BlueprintDetail } from '@atelier/shared/schemas/admin-blueprints';
import {
  VARIANT_MESSAGES,
  splitInputSchema,
  type BlueprintFigures,
} from '@atelier/shared/schemas/admin-variants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { adminErrorMessage } from '@/features/admin/api/admin-api';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { AdminForm } from '@/features/admin/components/admin-form';
import { useConfirm } from '@/features/admin/components/confirm-dialog';
import { NumberField, SelectField } from '@/features/admin/components/form-fields';
import { Section } from '@/features/admin/components/section';
import { adminResolver } from '@/features/admin/lib/admin-resolver';
import { blueprintKeys } from '../api/blueprints';
import { blueprintFiguresQuery, saveBlueprintSplit } from '../api/figures';

// The traffic split (decision 026): a share of new shoppers gets another version than the live
// one, each shopper always the same one, so the figures compare the two like with like. Saving
// and stopping ask first (the shared confirm dialog); the answer is the figures as they now are.

/** The form: the shared split shape, with a version required (stopping is its own button). */
const formSchema = splitInputSchema.refine((b) => b.versionId !== null, {
  path: ['versionId'],
  error: VARIANT_MESSAGES.splitVersionMissing,
});
type SplitValues = { versionId: string | null; percent: number };
const resolver = adminResolver(formSchema) as unknown as Resolver<SplitValues>;

/** What the split does now, in a sentence. */
export function splitText(figures: BlueprintFigures, live: number) {
  const { version, percent } = figures.split;
  return version
    ? `${percent}% of new shoppers get v${version.version}; the others get the live v${live}. Each shopper keeps the version they got.`
    : `No split: every new shopper gets the live version v${live}.`;
}

function SplitForm({
  detail,
  figures,
  onSaved,
}: {
  detail: BlueprintDetail;
  figures: BlueprintFigures;
  onSaved: (figures: BlueprintFigures) => Promise<void>;
}) {
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const live = detail.live.version;
  const options = detail.versions
    .filter((v) => v.id !== detail.live.id)
    .map((v) => ({ value: v.id, label: `v${v.version}: ${v.changeNote}` }));
  const form = useForm<SplitValues>({
    resolver,
    defaultValues: {
      versionId: figures.split.version?.id ?? null,
      percent: figures.split.version ? figures.split.percent : 10,
    },
  });

  const onSubmit = async (values: SplitValues) => {
    const version = detail.versions.find((v) => v.id === values.versionId)!;
    const ok = await confirm({
      title: `Give v${version.version} to ${values.percent}% of new shoppers?`,
      description: `From now on ${values.percent}% of new shoppers get v${version.version} and the others the live v${live}; each shopper keeps the version they got. Artworks already made do not change.`,
      confirmLabel: 'Save the split',
    });
    if (!ok) return false;
    try {
      await onSaved(
        await saveBlueprintSplit(detail.id, { versionId: version.id, percent: values.percent }),
      );
    } catch (error) {
      // Refused (the version went live meanwhile, or is gone): the page shows the blueprint
      // as it now is.
      await queryClient.invalidateQueries({ queryKey: blueprintKeys });
      throw error;
    }
    toast({ variant: 'success', title: `Split saved: v${version.version} for ${values.percent}%` });
  };

  return (
    <AdminForm
      form={form}
      onSubmit={onSubmit}
      submitLabel="Save the split"
      aria-label="Traffic split"
      className="grid gap-4 sm:grid-cols-2"
    >
      <SelectField
        name="versionId"
        label="Version for the split"
        options={options}
        placeholder="Choose a version"
      />
      <NumberField
        name="percent"
        label="Share of new shoppers (%)"
        description="Between 1 and 99."
        min={1}
        max={99}
      />
    </AdminForm>
  );
}

/** The "Traffic split" control of the blueprint page. */
export function TrafficSplit({ detail }: { detail: BlueprintDetail }) {
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const figures = useQuery(blueprintFiguresQuery(detail.id));
  const live = detail.live.version;

  const show = async (next: BlueprintFigures) => {
    queryClient.setQueryData(blueprintFiguresQuery(detail.id).queryKey, next);
    await queryClient.invalidateQueries({ queryKey: blueprintKeys });
  };

  const stop = useAdminMutation<void, BlueprintFigures>({
    mutationFn: () => saveBlueprintSplit(detail.id, { versionId: null, percent: 0 }),
    invalidate: [blueprintKeys],
    success: () => 'Split stopped',
    failure: 'The split could not be stopped',
    onSuccess: (next) => queryClient.setQueryData(blueprintFiguresQuery(detail.id).queryKey, next),
  });

  const askStop = async () => {
    const ok = await confirm({
      title: 'Stop the split?',
      description: `Every new shopper gets the live version v${live} again. Artworks already made keep their version.`,
      confirmLabel: 'Stop the split',
      destructive: true,
    });
    if (ok) stop.mutate();
  };

  const data = figures.data;
  return (
    <Section title="Traffic split">
      {figures.isError ? (
        <p role="alert" className="text-sm text-danger">
          {adminErrorMessage(figures.error, 'The split could not be loaded.')}
        </p>
      ) : !data ? (
        <p className="text-sm text-muted">Loading…</p>
      ) : (
        <>
          <p className="text-sm text-navy" role="status">
            {splitText(data, live)}
          </p>
          {data.split.version ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              disabled={stop.isPending}
              onClick={() => void askStop()}
            >
              Stop the split
            </Button>
          ) : null}
          {detail.versions.length < 2 ? (
            <p className="text-sm text-muted">
              Save another version first: a split gives new shoppers a version besides the live one.
            </p>
          ) : (
            <SplitForm
              key={`${detail.live.id}:${data.split.version?.id ?? ''}:${data.split.percent}`}
              detail={detail}
              figures={data}
              onSaved={show}
            />
          )}
        </>
      )}
    </Section>
  );
}
