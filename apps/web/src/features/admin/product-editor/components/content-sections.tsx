import type { Product } from '@atelier/shared/schemas/catalogue';
import { benefitItems } from '@/lib/hero-content';
import { TextField } from '../../components/form-fields';
import { ImagePickerField } from '../../components/image-picker';
import { EditorSection } from './editor-section';

const ITEMS = [1, 2, 3, 4] as const;
const PERSONALISE_FIELDS = [
  'personalizeSectionTitle',
  'personalizeSectionSubtitle',
  'personalizeFormTitle',
] as const;
const BENEFITS_FIELDS = [
  'benefitsSectionTitle',
  'benefitsSectionSubtitle',
  ...ITEMS.flatMap((n) => [`benefitItem${n}Title`, `benefitItem${n}Description`]),
  'benefitsCardImage',
  'benefitsCardTitle',
  'benefitsCardDescription',
] as const;
// The storefront's own fallbacks, shown as placeholders: what an empty text will show.
const DEFAULT_BENEFITS = benefitItems({} as Product);

/** The personalise section's title and subtitle and the form's title. */
export function PersonaliseSection({ defaultOpen }: { defaultOpen: boolean }) {
  return (
    <EditorSection
      id="personalise"
      title="Personalise section"
      collapsible={{ fields: PERSONALISE_FIELDS, defaultOpen }}
      description="Above the form on the product page. An empty text shows the default."
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          name="personalizeSectionTitle"
          label="Section title"
          maxLength={200}
          placeholder="Personalize Your Portrait"
        />
        <TextField
          name="personalizeFormTitle"
          label="Form title"
          maxLength={200}
          placeholder="Your Details"
        />
      </div>
      <TextField
        name="personalizeSectionSubtitle"
        label="Section subtitle"
        maxLength={500}
        placeholder="Tell us about the people, pets and words that matter to you."
      />
    </EditorSection>
  );
}

/** The benefits block (title, subtitle, four items) and the benefits card. */
export function BenefitsSection({ defaultOpen }: { defaultOpen: boolean }) {
  return (
    <EditorSection
      id="benefits"
      title="Benefits"
      collapsible={{ fields: BENEFITS_FIELDS, defaultOpen }}
      description="Each empty text falls back on its own default, shown greyed in the box."
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          name="benefitsSectionTitle"
          label="Section title"
          maxLength={200}
          placeholder="Why Families Love It"
        />
        <TextField
          name="benefitsSectionSubtitle"
          label="Section subtitle"
          maxLength={500}
          placeholder="Artwork made from your story, finished with care and ready to treasure."
        />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {ITEMS.map((n) => (
          <fieldset
            key={n}
            className="grid grid-cols-1 gap-3 rounded-lg border border-parchment p-3"
          >
            <legend className="px-1 text-sm font-semibold text-navy">Benefit {n}</legend>
            <TextField
              name={`benefitItem${n}Title`}
              label="Title"
              maxLength={120}
              placeholder={DEFAULT_BENEFITS[n - 1]?.title}
            />
            <TextField
              name={`benefitItem${n}Description`}
              label="Description"
              multiline
              rows={2}
              maxLength={500}
              placeholder={DEFAULT_BENEFITS[n - 1]?.description}
            />
          </fieldset>
        ))}
      </div>
      <fieldset className="grid grid-cols-1 gap-3 rounded-lg border border-parchment p-3">
        <legend className="px-1 text-sm font-semibold text-navy">Benefits card</legend>
        <ImagePickerField name="benefitsCardImage" label="Card image" />
        <TextField
          name="benefitsCardTitle"
          label="Card title"
          maxLength={200}
          placeholder="Artwork Made to Be Treasured"
        />
        <TextField
          name="benefitsCardDescription"
          label="Card description"
          multiline
          rows={2}
          maxLength={500}
        />
      </fieldset>
    </EditorSection>
  );
}
