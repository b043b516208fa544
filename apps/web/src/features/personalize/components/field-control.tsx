import {
  FIELD_MAX_LENGTH,
  type ProductField,
  type VisualOption,
} from '@atelier/shared/schemas/catalogue';
import { Crown } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import type { UploadedImageRef } from '../lib/draft';
import { IMAGE_REQUIRED } from '../lib/form-schema';
import type { FormValues } from '../lib/items-text';
import { FieldLabelText, FieldTooltip } from './field-label';
import { ImageField } from './image-field';
import { VisualSelector } from './visual-selector';

export const NOT_PAINTED_HINT =
  "Not painted: this shop's studio does not draw what is written here. It is kept with your artwork.";

interface FieldControlProps {
  idPrefix: string;
  field: ProductField;
  form: UseFormReturn<FormValues>;
  /** Premium-only field for a free user: shown, disabled, with an upgrade hint. */
  locked: boolean;
  onUpgrade(): void;
  images: UploadedImageRef[];
  onImagesChange(images: UploadedImageRef[]): void;
  /** An image field's photos are uploading (true) or no longer (false). */
  onUploadingChange?(busy: boolean): void;
  /** Show the inline 'Image Required: Please upload an image for {label}' of an image field. */
  imageMissing: boolean;
}

const controlClass =
  'w-full rounded-lg border border-navy/20 bg-white px-3 py-2 text-base text-navy placeholder:text-muted focus-visible:border-gold focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-gold/60 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger sm:text-sm';

/** One product field (SPEC.md §3/§5) with its label, tooltip, placeholder and inline error. */
export function FieldControl({
  idPrefix,
  field,
  form,
  locked,
  onUpgrade,
  images,
  onImagesChange,
  onUploadingChange,
  imageMissing,
}: FieldControlProps) {
  const id = `${idPrefix}-${field.fieldName}`;
  const errorId = `${id}-error`;
  // An empty photo field names itself, as its toast does: several errors can show at once.
  const error =
    field.fieldType === 'image'
      ? imageMissing
        ? `${IMAGE_REQUIRED.title}: ${IMAGE_REQUIRED.description(field.fieldLabel)}`
        : undefined
      : form.formState.errors[field.fieldName]?.message;
  // With the local studio, notes reach no picture; the shopper is told before writing.
  const hintId = `${id}-not-painted`;
  const describedBy = [field.textNotPainted ? hintId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  const a11y = {
    id,
    disabled: locked,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy || undefined,
    'aria-required': field.isRequired || undefined,
  };
  const placeholder = field.placeholderText ?? undefined;

  // A fieldset's legend must be its first child to name the group, so it holds the tooltip.
  const labelRow =
    field.fieldType === 'visual_selector' ? (
      <legend className="flex items-center gap-1 text-sm font-medium text-navy">
        <FieldLabelText field={field} />
        <FieldTooltip field={field} />
      </legend>
    ) : (
      <div className="flex items-center gap-1">
        <label htmlFor={id} className="text-sm font-medium text-navy">
          <FieldLabelText field={field} />
        </label>
        <FieldTooltip field={field} />
      </div>
    );

  let control;
  switch (field.fieldType) {
    case 'textarea':
      control = (
        <textarea
          rows={4}
          // The API refuses a longer value (it checks every board against its product).
          maxLength={FIELD_MAX_LENGTH.textarea}
          placeholder={placeholder}
          className={cn(controlClass, 'min-h-28')}
          {...a11y}
          {...form.register(field.fieldName)}
        />
      );
      break;
    case 'select':
      control = (
        <select
          className={cn(controlClass, 'min-h-11')}
          {...a11y}
          {...form.register(field.fieldName)}
        >
          <option value="">{placeholder ?? 'Select an option'}</option>
          {(field.fieldOptions ?? []).map((option) => {
            const value = typeof option === 'string' ? option : option.title;
            return (
              <option key={value} value={value}>
                {value}
              </option>
            );
          })}
        </select>
      );
      break;
    case 'checkbox':
      control = (
        <div className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-navy disabled:cursor-not-allowed"
            {...a11y}
            {...form.register(field.fieldName)}
          />
          <label htmlFor={id} className="text-sm font-medium text-navy">
            <FieldLabelText field={field} />
          </label>
          <FieldTooltip field={field} />
        </div>
      );
      break;
    case 'visual_selector':
      control = (
        <Controller
          control={form.control}
          name={field.fieldName}
          render={({ field: rhf }) => (
            <VisualSelector
              name={field.fieldName}
              options={(field.fieldOptions ?? []).filter(
                (o): o is VisualOption => typeof o !== 'string',
              )}
              value={typeof rhf.value === 'string' ? rhf.value : ''}
              disabled={locked}
              invalid={Boolean(error)}
              onChange={rhf.onChange}
              onBlur={rhf.onBlur}
            />
          )}
        />
      );
      break;
    case 'image':
      control = (
        <ImageField
          id={id}
          label={field.fieldLabel}
          images={images}
          single={field.maxImages === 1}
          disabled={locked}
          describedBy={error ? errorId : undefined}
          onBusyChange={onUploadingChange}
          onChange={(next) => {
            // SPEC.md §5: validation on change — removing the last photo of a required field.
            if (field.isRequired && next.length === 0 && images.length > 0) {
              toast({
                title: IMAGE_REQUIRED.title,
                description: IMAGE_REQUIRED.description(field.fieldLabel),
                variant: 'destructive',
              });
            }
            onImagesChange(next);
          }}
        />
      );
      break;
    default:
      control = (
        <Input
          placeholder={placeholder}
          maxLength={FIELD_MAX_LENGTH.text}
          {...a11y}
          {...form.register(field.fieldName)}
        />
      );
  }

  const body = (
    <>
      {field.fieldType === 'checkbox' ? null : labelRow}
      {control}
      {locked ? (
        <p className="flex flex-wrap items-center gap-1 text-sm text-gold-ink">
          <Crown className="size-4" aria-hidden />
          Premium feature.
          <Button type="button" variant="link" size="inline" onClick={onUpgrade}>
            Upgrade to unlock
          </Button>
        </p>
      ) : null}
      {field.textNotPainted ? (
        <p id={hintId} className="text-sm text-muted">
          {NOT_PAINTED_HINT}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </>
  );

  // data-field lets the form move focus to a missing field (see focus-field.ts).
  return field.fieldType === 'visual_selector' ? (
    <fieldset
      data-field={field.fieldName}
      className="grid content-start gap-2"
      aria-describedby={error ? errorId : undefined}
    >
      {body}
    </fieldset>
  ) : (
    <div data-field={field.fieldName} className="grid content-start gap-2">
      {body}
    </div>
  );
}
