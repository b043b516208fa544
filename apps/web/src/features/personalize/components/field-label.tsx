import type { ProductField } from '@atelier/shared/schemas/catalogue';
import { Info } from 'lucide-react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

/** A field's label text with its required marker and, when set, a tooltip (700 ms delay). */
export function FieldLabelText({ field }: { field: ProductField }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span>{field.fieldLabel}</span>
      {field.isRequired ? (
        <span className="text-danger" aria-hidden>
          *
        </span>
      ) : null}
    </span>
  );
}

export function FieldTooltip({ field }: { field: ProductField }) {
  if (!field.tooltipText) return null;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          data-field-tooltip
          aria-label={`About ${field.fieldLabel}`}
          className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:text-navy focus-visible:outline-3 focus-visible:outline-gold sm:size-6"
        >
          <Info className="size-4" aria-hidden />
        </button>
      </TooltipTrigger>
      <TooltipContent>{field.tooltipText}</TooltipContent>
    </Tooltip>
  );
}
