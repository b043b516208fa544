import { useId } from 'react';
import { get, useFormState } from 'react-hook-form';
import { DEFAULT_HERO_BULLETS, DEFAULT_HERO_BUTTON_TEXT } from '@/lib/hero-content';
import { TextField } from '../../components/form-fields';
import { ImagePickerField } from '../../components/image-picker';
import type { EditorValues } from '../lib/editor-values';
import { EditorSection } from './editor-section';

export const BULLETS_RULE =
  'Exactly 4 bullet points, none empty — with fewer the page shows its 4 default bullets. Leave all 4 empty to use the defaults.';

/** SPEC.md §3's exactly-4 rule, explained beside the four inputs, with its error. */
function BulletPoints() {
  const { errors } = useFormState<EditorValues>({ name: 'heroBullets' });
  const error = get(errors, 'heroBullets') as
    { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  const ruleId = useId();
  const errorId = useId();
  return (
    <fieldset
      className="grid grid-cols-1 gap-3"
      aria-describedby={message ? `${ruleId} ${errorId}` : ruleId}
    >
      <legend className="text-sm font-semibold text-navy">Bullet points</legend>
      <p id={ruleId} className="-mt-1 text-sm text-muted">
        {BULLETS_RULE}
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {DEFAULT_HERO_BULLETS.map((fallback, i) => (
          <TextField
            key={fallback}
            name={`heroBullets.${i}`}
            label={`Bullet ${i + 1}`}
            maxLength={200}
            placeholder={fallback}
          />
        ))}
      </div>
      {message ? (
        <p id={errorId} className="text-sm text-danger">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

const HERO_FIELDS = [
  'heroBeforeImage',
  'heroAfterImage',
  'sampleImageUrl',
  'heroBullets',
  'heroButtonText',
  'heroBadgeText',
] as const;

/** The hero: before/after slider images, the sample image, bullets, button and badge. */
export function HeroSection({ defaultOpen }: { defaultOpen: boolean }) {
  return (
    <EditorSection
      id="hero"
      title="Hero"
      collapsible={{ fields: HERO_FIELDS, defaultOpen }}
      description="The top of the product page. An empty text shows the shop’s default."
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <ImagePickerField
          name="heroBeforeImage"
          label="Before image"
          description="Left of the slider."
        />
        <ImagePickerField
          name="heroAfterImage"
          label="After image"
          description="Right of the slider."
        />
        <ImagePickerField
          name="sampleImageUrl"
          label="Sample image"
          description="On product cards and in search results."
        />
      </div>
      <BulletPoints />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          name="heroButtonText"
          label="Button text"
          maxLength={80}
          placeholder={DEFAULT_HERO_BUTTON_TEXT}
        />
        <TextField
          name="heroBadgeText"
          label="Badge text"
          maxLength={80}
          description="A small label above the title; empty shows none."
        />
      </div>
    </EditorSection>
  );
}
