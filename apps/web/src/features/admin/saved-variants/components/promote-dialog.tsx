import type { AdminCategory } from '@atelier/shared/schemas/admin-content';
import type { PromoteInput, SavedVariant } from '@atelier/shared/schemas/admin-variants';
import { useQuery } from '@tanstack/react-query';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { adminApi, adminErrorMessage } from '@/features/admin/api/admin-api';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { fieldControlClass } from '@/features/admin/components/field-shell';
import { promoteVariant, savedVariantKeys } from '../api/saved-variants';

const TARGETS = [
  { value: 'gallery', label: 'A new gallery item' },
  { value: 'product_sample', label: 'The product’s sample image' },
  { value: 'product_hero_after', label: 'The product’s hero “after” image' },
] as const;
type Target = (typeof TARGETS)[number]['value'];

const WHERE: Record<Target, string> = {
  gallery: 'It is in the gallery now.',
  product_sample: 'It is the product’s sample image now.',
  product_hero_after: 'It is the product’s hero “after” image now.',
};

/** Promote a variant's image to the storefront: a gallery item, or a product's sample or hero. */
export function PromoteDialog({
  variant,
  onClose,
}: {
  variant: SavedVariant;
  onClose: () => void;
}) {
  const id = useId();
  const [target, setTarget] = useState<Target>('gallery');
  const [title, setTitle] = useState(variant.product.title);
  const [description, setDescription] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [done, setDone] = useState<Target | null>(null);
  const categories = useQuery({
    queryKey: [...savedVariantKeys, 'categories'],
    queryFn: () => adminApi.get<{ items: AdminCategory[] }>('/api/admin/categories?pageSize=100'),
    enabled: target === 'gallery',
  });
  const promote = useAdminMutation<PromoteInput, unknown>({
    mutationFn: (body) => promoteVariant(variant.id, body),
    invalidate: [savedVariantKeys],
    onSuccess: (_r, body) => setDone(body.target),
  });
  const submit = () => {
    const body: PromoteInput =
      target === 'gallery'
        ? {
            target,
            title: title.trim(),
            ...(description.trim() ? { description: description.trim() } : {}),
            categoryId: categoryId || null,
          }
        : { target };
    promote.mutate(body);
  };
  const titleMissing = target === 'gallery' && title.trim() === '';
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Promote to the storefront</DialogTitle>
          <DialogDescription>
            The image of this variant shows on the storefront as soon as you promote it.
          </DialogDescription>
        </DialogHeader>
        {done ? (
          <p role="status" className="text-sm text-navy">
            {WHERE[done]}{' '}
            <a
              className="font-semibold underline"
              href={done === 'gallery' ? '/gallery' : '/products'}
            >
              {done === 'gallery' ? 'Open the gallery' : 'Open the products'}
            </a>
          </p>
        ) : (
          <>
            <fieldset className="grid gap-1">
              <legend className="mb-1 text-sm font-semibold text-navy">Where it goes</legend>
              {TARGETS.map((t) => (
                <label
                  key={t.value}
                  className="flex min-h-11 items-center gap-2 text-sm sm:min-h-9"
                >
                  <input
                    type="radio"
                    name={`${id}-target`}
                    checked={target === t.value}
                    onChange={() => setTarget(t.value)}
                  />
                  {t.label}
                </label>
              ))}
            </fieldset>
            {target === 'gallery' ? (
              <div className="grid gap-3">
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-title`}>Title</Label>
                  <Input
                    id={`${id}-title`}
                    value={title}
                    maxLength={200}
                    aria-invalid={titleMissing || undefined}
                    aria-describedby={titleMissing ? `${id}-title-error` : undefined}
                    onChange={(e) => setTitle(e.target.value)}
                  />
                  {titleMissing ? (
                    <p id={`${id}-title-error`} className="text-sm text-danger">
                      A gallery item needs a title.
                    </p>
                  ) : null}
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-description`}>Description (optional)</Label>
                  <textarea
                    id={`${id}-description`}
                    rows={2}
                    maxLength={2000}
                    value={description}
                    onChange={(e) => setDescription(e.target.value)}
                    className={fieldControlClass}
                  />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-category`}>Category (optional)</Label>
                  <select
                    id={`${id}-category`}
                    value={categoryId}
                    onChange={(e) => setCategoryId(e.target.value)}
                    className={fieldControlClass}
                  >
                    <option value="">None</option>
                    {(categories.data?.items ?? []).map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
            ) : null}
            {promote.isError ? (
              <p role="alert" className="text-sm text-danger">
                {adminErrorMessage(promote.error, 'The image could not be promoted.')}
              </p>
            ) : null}
          </>
        )}
        <DialogFooter>
          {done ? (
            <Button type="button" onClick={onClose}>
              Done
            </Button>
          ) : (
            <Button type="button" disabled={titleMissing || promote.isPending} onClick={submit}>
              {promote.isPending ? 'Promoting…' : 'Promote'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
