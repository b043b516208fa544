import type { BlueprintDetail } from '@atelier/shared/schemas/admin-blueprints';
import type { StartedVariants } from '@atelier/shared/schemas/admin-variants';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { CACHE_TIERS } from '@/lib/query-client';
import { adminApi, adminErrorMessage, adminKeys } from '../api/admin-api';
import { AdminLoadError, AdminLoading } from './admin-load-state';
import { fieldControlClass } from './field-shell';

// "Try on another version" (decision 026): a shopper's artwork's exact inputs, photos and seed
// run on any version of its product's blueprint; the result is a saved variant only admins see.

/** GET /api/admin/blueprints/{id}, under the blueprints area's own key. */
const blueprintQuery = (id: string) => ({
  queryKey: [...adminKeys.area('blueprints'), 'detail', id],
  queryFn: () => adminApi.get<BlueprintDetail>(`/api/admin/blueprints/${encodeURIComponent(id)}`),
  ...CACHE_TIERS.realTime,
});

/** A change note short enough for a select on a phone. */
const short = (note: string) => (note.length > 40 ? `${note.slice(0, 39)}…` : note);

/** POST /api/admin/artworks/{id}/replay → 202 the replay's variants. */
const replayArtwork = (artworkId: string, versionId: string) =>
  adminApi.send<StartedVariants>(
    'POST',
    `/api/admin/artworks/${encodeURIComponent(artworkId)}/replay`,
    { versionId },
  );

export function ReplayAction({
  artworkId,
  blueprintId,
  currentVersionId,
  label,
}: {
  artworkId: string;
  blueprintId: string;
  /** The version that made the artwork (the choice starts elsewhere). */
  currentVersionId: string;
  /** The button's accessible name where many artworks list one each (a table's rows). */
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        Try on another version
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Try on another version</DialogTitle>
            <DialogDescription>
              The artwork’s inputs, photos and seed run on the version you choose. The result is a
              saved variant only admins see; the shopper’s artwork does not change.
            </DialogDescription>
          </DialogHeader>
          {open ? (
            <ReplayForm
              artworkId={artworkId}
              blueprintId={blueprintId}
              currentVersionId={currentVersionId}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function ReplayForm({
  artworkId,
  blueprintId,
  currentVersionId,
}: {
  artworkId: string;
  blueprintId: string;
  currentVersionId: string;
}) {
  const id = useId();
  const blueprint = useQuery(blueprintQuery(blueprintId));
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [started, setStarted] = useState<StartedVariants | null>(null);

  if (blueprint.isPending)
    return <AdminLoading label="Loading versions" rows={1} rowClassName="h-10" />;
  if (blueprint.isError) {
    return (
      <AdminLoadError
        error={blueprint.error}
        fallback="Could not load the blueprint’s versions."
        onRetry={() => void blueprint.refetch()}
      />
    );
  }
  const versions = blueprint.data.versions;
  const versionId =
    choice ?? versions.find((v) => v.id !== currentVersionId)?.id ?? versions[0]?.id ?? '';
  const chosen = versions.find((v) => v.id === versionId);

  if (started) {
    const productId = started.items[0]?.product.id ?? blueprint.data.product.id;
    return (
      <p role="status" className="text-sm text-navy">
        {`Started on v${chosen?.version ?? ''}: ${started.items.length} variant${started.items.length === 1 ? '' : 's'}. `}
        <Link
          to={`/admin/saved-variants?${new URLSearchParams({ productId }).toString()}`}
          className="font-semibold underline underline-offset-4"
        >
          See it in saved variants
        </Link>
      </p>
    );
  }

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      setStarted(await replayArtwork(artworkId, versionId));
    } catch (caught) {
      setError(adminErrorMessage(caught, 'The replay could not be started.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-version`}>Version</Label>
        <select
          id={`${id}-version`}
          value={versionId}
          onChange={(e) => setChoice(e.target.value)}
          className={fieldControlClass}
        >
          {versions.map((v) => (
            <option key={v.id} value={v.id}>
              v{v.version}
              {v.isLive ? ' (live)' : ''}
              {v.id === currentVersionId ? ' (made it)' : ''} · {short(v.changeNote)}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" disabled={busy || !chosen} onClick={() => void run()}>
          {busy ? 'Starting…' : chosen ? `Run on v${chosen.version}` : 'Run'}
        </Button>
      </DialogFooter>
    </div>
  );
}
