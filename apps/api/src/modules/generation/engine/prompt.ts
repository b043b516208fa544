// The AI providers' prompt: the blueprint's rendered prompt (@atelier/shared/blueprint-template)
// plus what the brief adds (DESIGN.md §3 "Generation").
import type { OptionAspect, ToggleElement } from '@atelier/shared/schemas/field-roles';
import type { ArtworkBrief } from './types';

/**
 * How a ticked toggle reads in a prompt. The gift card is printed apart from the artwork, so it
 * asks nothing of the picture.
 */
export const ELEMENT_PHRASES: Record<ToggleElement, string | null> = {
  halo: 'a radiant golden halo behind the head',
  wings: 'luminous feathered angel wings',
  pets: 'the family pets beside them',
  gift_card: null,
  affirmations: 'handwritten affirmation cards',
};

const ASPECT_LABELS: Record<OptionAspect, string> = {
  frame: 'Frame',
  light: 'Light',
  palette: 'Accent colours',
};

const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The prompt an AI provider gets: the blueprint's rendered prompt, then the chosen style with its
 * own description, the subject details, the premium options, the ticked elements and the
 * shopper's notes (notes go to prompts only; the renderer never prints them). A detail or note
 * the template already put in the prompt (`{{pet_type}}`, `{{personal_message}}`) is not
 * repeated. Words to print (title, verses, date) are not asked of the model: the renderer sets
 * them as real type.
 */
export function aiPrompt(prompt: string, brief: ArtworkBrief): string {
  const base = prompt.replace(/\s+/g, ' ').trim();
  const present = normalise(base);
  const fresh = (text: string) => text !== '' && !present.includes(normalise(text));
  const parts: string[] = [];

  if (brief.style) {
    const { name, description } = brief.style;
    parts.push(sentence(description ? `Style: ${name} — ${description}` : `Style: ${name}`));
  }
  const details = brief.details.filter(fresh);
  if (details.length > 0) parts.push(sentence(`Subject: ${details.join(', ')}`));
  for (const option of brief.options) {
    parts.push(sentence(`${ASPECT_LABELS[option.aspect]}: ${option.value}`));
  }
  const elements = brief.elements
    .map((e) => ELEMENT_PHRASES[e])
    .filter((p): p is string => p !== null);
  if (elements.length > 0) parts.push(sentence(`With ${elements.join(', and ')}`));
  const notes = brief.notes.filter(fresh);
  if (notes.length > 0) parts.push(sentence(`Notes from the customer: ${notes.join(' ')}`));
  if (base === '') return parts.join(' ');
  return parts.length === 0 ? base : `${sentence(base)} ${parts.join(' ')}`;
}
