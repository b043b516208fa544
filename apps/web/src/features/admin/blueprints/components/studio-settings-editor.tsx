import { FRAME_MATERIALS, LIGHT_MOODS, TYPE_SETS } from '@atelier/shared/studio-vocabulary';
import { SelectField } from '@/features/admin/components/form-fields';
import { stylesOf, type Kind } from '../lib/draft-values';

const STUDIO_CHOICE = 'Studio’s choice';
const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/**
 * What the local studio reads for each style of the product's kind: a palette of that style's
 * own, and for portraits a frame and a light; "Studio's choice" leaves it to the seed (null).
 */
export function StudioSettingsEditor({ kind }: { kind: Kind }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-base font-semibold text-navy">Studio settings</legend>
      {stylesOf(kind).map((style) => (
        <fieldset
          key={style.id}
          className="grid gap-3 rounded-lg border border-parchment p-3 sm:grid-cols-2"
        >
          <legend className="px-1 text-sm font-semibold text-navy">{style.id}</legend>
          <SelectField
            name={`draft.studioSettings.${style.id}.palette`}
            label={`Palette (${style.id})`}
            options={options(style.palettes)}
            placeholder={STUDIO_CHOICE}
          />
          {kind === 'portrait' ? (
            <>
              <SelectField
                name={`draft.studioSettings.${style.id}.frame`}
                label={`Frame (${style.id})`}
                options={options(FRAME_MATERIALS)}
                placeholder={STUDIO_CHOICE}
              />
              <SelectField
                name={`draft.studioSettings.${style.id}.light`}
                label={`Light (${style.id})`}
                options={options(LIGHT_MOODS)}
                placeholder={STUDIO_CHOICE}
              />
            </>
          ) : null}
          <SelectField
            name={`draft.studioSettings.${style.id}.type`}
            label={`Type (${style.id})`}
            options={options(TYPE_SETS)}
            placeholder={STUDIO_CHOICE}
          />
        </fieldset>
      ))}
    </fieldset>
  );
}
