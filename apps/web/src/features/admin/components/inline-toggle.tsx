import { Switch, Toast as ToastPrimitive } from 'radix-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { adminErrorMessage } from '../api/admin-api';
import { switchRootClass, switchThumbClass } from './form-fields';

// A switch in a list row that saves at once (active, featured): it shows the new state while
// saving, is disabled meanwhile, and snaps back with a toast when the save fails.

export type InlineToggleProps = {
  checked: boolean;
  /** What the switch turns on and off ("Active"). */
  label: string;
  /** The row it belongs to ("Starry Night"): the accessible name becomes "Active: Starry Night". */
  rowName?: string;
  /** The full accessible name, when label + rowName does not fit. */
  'aria-label'?: string;
  /** Show the label as text beside the switch (hidden by default: the column header says it). */
  showLabel?: boolean;
  disabled?: boolean;
  onToggle: (next: boolean) => Promise<void>;
};

export function InlineToggle({
  checked,
  label,
  rowName,
  'aria-label': ariaLabel,
  showLabel = false,
  disabled = false,
  onToggle,
}: InlineToggleProps) {
  const [pending, setPending] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // Once the row itself changes (refetch, undo), the row's value is the truth again.
  useEffect(() => {
    setPending(null);
  }, [checked]);

  const shown = pending ?? checked;
  const name = ariaLabel ?? (rowName ? `${label}: ${rowName}` : label);

  const toggle = async (next: boolean) => {
    setPending(next);
    setSaving(true);
    try {
      await onToggle(next);
    } catch (error) {
      if (mounted.current) setPending(null);
      toast({
        variant: 'destructive',
        title: `Could not change ${label.toLowerCase()}`,
        description: adminErrorMessage(error, 'The change was not saved. Please try again.'),
      });
    } finally {
      if (mounted.current) setSaving(false);
    }
  };

  return (
    <span className="inline-flex min-h-11 items-center gap-2 sm:min-h-9">
      <Switch.Root
        checked={shown}
        onCheckedChange={(next) => void toggle(next)}
        disabled={disabled || saving}
        aria-label={name}
        aria-busy={saving || undefined}
        className={switchRootClass}
      >
        <Switch.Thumb className={switchThumbClass} />
      </Switch.Root>
      {showLabel ? (
        <span className="text-sm text-navy" aria-hidden>
          {label}
        </span>
      ) : null}
    </span>
  );
}

function UndoAction({ undo }: { undo: () => Promise<void> }) {
  return (
    <ToastPrimitive.Action
      altText="Undo the last change"
      className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'self-center')}
      onClick={() => {
        undo().catch((error: unknown) => {
          toast({
            variant: 'destructive',
            title: 'Could not undo',
            description: adminErrorMessage(error, 'The change was kept. Please try again.'),
          });
        });
      }}
    >
      Undo
    </ToastPrimitive.Action>
  );
}

/**
 * `showUndo('Testimonial hidden from the landing page.', () => api.setFeatured(id, true))`:
 * a success toast with an "Undo" button that runs `undo`.
 */
export function useUndoToast(): (message: string, undo: () => Promise<void>) => void {
  return useCallback((message: string, undo: () => Promise<void>) => {
    toast({ variant: 'success', title: message, action: <UndoAction undo={undo} /> });
  }, []);
}
