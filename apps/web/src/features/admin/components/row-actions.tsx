import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

// The buttons of a row in an editable list (plan features, FAQ entries, select and visual
// options, the form builder's fields, the sortable lists): Move up, Move down, Remove.

export type RowActionsProps = {
  /** How the buttons name the row: "Move feature 1 up", "Remove option 2". */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  /** Without it there is no Remove button. */
  onRemove?: () => void;
  disabled?: boolean;
  /** Words beside the icons (a roomy card) instead of icons alone. */
  withText?: boolean;
  /** Buttons before Move up (Edit, Delete of a list row). */
  before?: ReactNode;
  /** Buttons between Move down and Remove (the form builder's Edit). */
  children?: ReactNode;
  className?: string;
};

export function RowActions({
  name,
  index,
  count,
  onMove,
  onRemove,
  disabled,
  withText = false,
  before,
  children,
  className,
}: RowActionsProps) {
  const moveLook = withText
    ? ({ variant: 'outline', size: 'sm' } as const)
    : ({ variant: 'ghost', size: 'icon' } as const);
  const removeLook = withText
    ? ({ variant: 'ghost', size: 'sm' } as const)
    : ({ variant: 'ghost', size: 'icon' } as const);
  return (
    <div className={cn('flex shrink-0 gap-1', withText && 'flex-wrap gap-2', className)}>
      {before}
      <Button
        type="button"
        {...moveLook}
        data-move="up"
        aria-label={`Move ${name} up`}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp aria-hidden />
        {withText ? ' Move up' : null}
      </Button>
      <Button
        type="button"
        {...moveLook}
        data-move="down"
        aria-label={`Move ${name} down`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden />
        {withText ? ' Move down' : null}
      </Button>
      {children}
      {onRemove ? (
        <Button
          type="button"
          {...removeLook}
          aria-label={`Remove ${name}`}
          disabled={disabled}
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
          {withText ? ' Remove' : null}
        </Button>
      ) : null}
    </div>
  );
}
