import {
  blueprintVersionInputSchema,
  type BlueprintDetail,
  type BlueprintVersion,
  type BlueprintVersionSummary,
} from '@atelier/shared/schemas/admin-blueprints';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from '@/components/ui/use-toast';
import { adminErrorMessage } from '@/features/admin/api/admin-api';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { AdminForm } from '@/features/admin/components/admin-form';
import { useConfirm } from '@/features/admin/components/confirm-dialog';
import { adminResolver } from '@/features/admin/lib/admin-resolver';
import { AdminIntro } from '@/features/admin/shell/admin-intro';
import {
  blueprintKeys,
  blueprintVersionQuery,
  makeVersionLive,
  saveBlueprintVersion,
} from '../api/blueprints';
import { BackToBlueprints } from './back-link';
import { draftOf, valuesOf, type EditorValues } from '../lib/draft-values';
import { DraftFields } from './draft-fields';
import { LiveMoveText } from './live-move-text';
import { PreviewPanel } from './preview-panel';
import { RegressionRunButton, RegressionSummaryText } from './regression-run';
import { TestRunPanel } from './test-run-panel';
import { VersionDiff } from './version-diff';
import { LiveHistory, VersionHistory } from './version-history';
import { WarningList } from './warning-list';

const resolver = adminResolver(blueprintVersionInputSchema) as unknown as Resolver<EditorValues>;

/**
 * The blueprint editor: a draft that starts from the live version (or one picked from the
 * history) and saves as the next version, its live preview, the versions with their live
 * moves, and a diff of any two.
 */
export function BlueprintEditor({ detail }: { detail: BlueprintDetail }) {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [base, setBase] = useState<BlueprintVersion>(detail.live);
  const [liveError, setLiveError] = useState<string | null>(null);
  const form = useForm<EditorValues>({ resolver, defaultValues: valuesOf(detail.live) });

  const showVersion = (version: BlueprintVersion) => {
    queryClient.setQueryData(blueprintVersionQuery(detail.id, version.id).queryKey, version);
    setBase(version);
    form.reset(valuesOf(version));
  };

  const onSubmit = async (values: EditorValues) => {
    const saved = await saveBlueprintVersion(detail.id, {
      draft: draftOf(values.draft),
      changeNote: values.changeNote.trim(),
    });
    showVersion(saved);
    toast({ variant: 'success', title: `Saved as v${saved.version}` });
    await queryClient.invalidateQueries({ queryKey: blueprintKeys });
  };

  const startFrom = async (v: BlueprintVersionSummary) => {
    if (
      form.formState.isDirty &&
      !(await confirm({
        title: 'Discard your changes?',
        description: `The draft starts again from v${v.version}; your unsaved changes are lost.`,
        confirmLabel: `Start from v${v.version}`,
        destructive: true,
      }))
    ) {
      return;
    }
    try {
      showVersion(await queryClient.fetchQuery(blueprintVersionQuery(detail.id, v.id)));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: `Could not load v${v.version}`,
        description: adminErrorMessage(error),
      });
    }
  };

  const live = useAdminMutation<BlueprintVersionSummary, BlueprintDetail>({
    mutationFn: (v) =>
      makeVersionLive(detail.id, { versionId: v.id, expectedLiveVersionId: detail.live.id }),
    invalidate: [blueprintKeys],
    success: (_result, v) => `v${v.version} is live`,
    onError: (error) => {
      // A 409 (someone moved it since) or a 400: said beside the versions; the list reloads.
      setLiveError(adminErrorMessage(error, 'The live version could not be moved.'));
      return true;
    },
  });

  const makeLive = async (v: BlueprintVersionSummary) => {
    setLiveError(null);
    const rollback = v.version < detail.live.version;
    const ok = await confirm({
      title: rollback ? `Roll back to v${v.version}?` : `Make v${v.version} live?`,
      description: (
        <LiveMoveText
          detail={detail}
          to={v.version}
          regression={
            <RegressionSummaryText blueprintId={detail.id} versionId={v.id} version={v.version} />
          }
        />
      ),
      confirmLabel: rollback ? `Roll back to v${v.version}` : `Make v${v.version} live`,
    });
    if (ok) live.mutate(v);
  };

  const title = `Blueprint: ${detail.product.title}`;
  return (
    <>
      <AdminIntro title={title}>
        <div className="grid gap-1">
          <BackToBlueprints />
          <p className="text-base">
            {detail.kind === 'portrait' ? 'Portrait' : 'Vision board'} · live version v
            {detail.live.version} · {detail.versions.length} versions
          </p>
        </div>
      </AdminIntro>
      <div className="grid grid-cols-1 gap-6 px-4 pb-8 sm:px-6">
        <WarningList
          warnings={detail.warnings}
          label="Warnings about the live version"
          className="rounded-lg border border-gold/40 bg-gold-soft/40 px-4 py-3"
        />
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
          <AdminForm
            form={form}
            onSubmit={onSubmit}
            submitLabel="Save as new version"
            aria-label="Draft"
            className="grid min-w-0 grid-cols-1 gap-8"
          >
            <p className="text-sm text-muted" role="status">
              {`Draft starting from v${base.version}${base.id === detail.live.id ? ' (live)' : ''}`}
            </p>
            <DraftFields detail={detail} />
          </AdminForm>
          <aside aria-label="Preview" className="min-w-0 xl:sticky xl:top-24 xl:self-start">
            <PreviewPanel detail={detail} control={form.control} />
          </aside>
        </div>
        <TestRunPanel detail={detail} control={form.control} />
        <VersionHistory
          detail={detail}
          onStartFrom={(v) => void startFrom(v)}
          onMakeLive={(v) => void makeLive(v)}
          busy={live.isPending}
          liveError={liveError}
          versionActions={(v) => <RegressionRunButton blueprintId={detail.id} version={v} />}
        />
        <LiveHistory moves={detail.liveHistory} />
        <VersionDiff detail={detail} />
      </div>
    </>
  );
}
