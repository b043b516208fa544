import type { SavedVariant } from '@atelier/shared/schemas/admin-variants';
import { useId, useState } from 'react';
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
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { useConfirm } from '@/features/admin/components/confirm-dialog';
import { fieldControlClass } from '@/features/admin/components/field-shell';
import { PrivateImage } from '@/features/admin/components/private-image';
import { deleteVariant, patchVariant, savedVariantKeys } from '../api/saved-variants';
import { PromoteDialog } from './promote-dialog';
import { PURPOSE_LABELS, providerText, variantName, versionLabel } from './variant-facts';

const SCORES = [1, 2, 3, 4, 5] as const;

/** A variant's details: the owner's score (1–5) and note, the regression set, delete, promote. */
export function VariantDetails({
  variant: v,
  onClose,
}: {
  variant: SavedVariant;
  onClose: () => void;
}) {
  const id = useId();
  const [score, setScore] = useState<number | null>(v.score);
  const [note, setNote] = useState(v.note);
  const [inSet, setInSet] = useState(v.inRegressionSet);
  const [promoting, setPromoting] = useState(false);
  const confirm = useConfirm();
  const name = variantName(v);

  const save = useAdminMutation<void, SavedVariant>({
    mutationFn: () =>
      patchVariant(v.id, {
        score,
        note,
        ...(v.purpose === 'regression' ? {} : { inRegressionSet: inSet }),
        updatedAt: v.updatedAt,
      }),
    invalidate: [savedVariantKeys],
    success: () => 'Saved',
    failure: 'Could not save the variant',
    onSuccess: onClose,
  });
  const remove = useAdminMutation<void, void>({
    mutationFn: () => deleteVariant(v.id),
    invalidate: [savedVariantKeys],
    success: () => 'Variant deleted',
    failure: 'Could not delete the variant',
    onSuccess: onClose,
  });
  const onDelete = async () => {
    const ok = await confirm({
      title: 'Delete this variant?',
      description: `${name} and its image are deleted. Its sample photos stay in the library.`,
      confirmLabel: 'Delete variant',
      destructive: true,
    });
    if (ok) remove.mutate();
  };

  return (
    <>
      <Dialog open={!promoting} onOpenChange={(open) => (open ? null : onClose())}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{name}</DialogTitle>
            <DialogDescription>
              {PURPOSE_LABELS[v.purpose]} of {versionLabel(v)} on {providerText(v)}.
            </DialogDescription>
          </DialogHeader>
          {v.previewUrl ? (
            <PrivateImage
              address={v.previewUrl}
              alt={name}
              className="mx-auto aspect-[4/5] w-full max-w-64 rounded-lg object-contain"
            />
          ) : null}
          <fieldset className="grid gap-2">
            <legend className="text-sm font-semibold text-navy">Your score</legend>
            <div className="flex flex-wrap gap-3">
              {SCORES.map((n) => (
                <label key={n} className="flex min-h-11 items-center gap-1.5 text-sm sm:min-h-9">
                  <input
                    type="radio"
                    name={`${id}-score`}
                    checked={score === n}
                    onChange={() => setScore(n)}
                  />
                  {n} {n === 1 ? 'star' : 'stars'}
                </label>
              ))}
              <label className="flex min-h-11 items-center gap-1.5 text-sm sm:min-h-9">
                <input
                  type="radio"
                  name={`${id}-score`}
                  checked={score === null}
                  onChange={() => setScore(null)}
                />
                No score
              </label>
            </div>
          </fieldset>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-note`}>Note</Label>
            <textarea
              id={`${id}-note`}
              value={note}
              maxLength={1000}
              rows={3}
              onChange={(e) => setNote(e.target.value)}
              className={fieldControlClass}
            />
          </div>
          {v.purpose === 'regression' ? (
            <p className="text-sm text-muted">
              A regression re-run is not added to the set: mark its original instead.
            </p>
          ) : (
            <label className="flex min-h-11 items-center gap-2 text-sm sm:min-h-9">
              <input type="checkbox" checked={inSet} onChange={(e) => setInSet(e.target.checked)} />
              In the product’s regression set (re-run on every version you test)
            </label>
          )}
          <DialogFooter className="flex flex-wrap justify-between gap-2">
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" onClick={() => void onDelete()}>
                Delete
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={v.status !== 'succeeded'}
                onClick={() => setPromoting(true)}
              >
                Promote…
              </Button>
            </div>
            <Button type="button" disabled={save.isPending} onClick={() => save.mutate()}>
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {promoting ? <PromoteDialog variant={v} onClose={() => setPromoting(false)} /> : null}
    </>
  );
}
