import type {
  BlueprintDraft,
  BlueprintVersion,
  StudioSettings,
  StyleSettings,
} from '@atelier/shared/schemas/admin-blueprints';
import {
  BOARD_PALETTES,
  BOARD_STYLE_IDS,
  PORTRAIT_PALETTES,
  PORTRAIT_STYLE_IDS,
} from '@atelier/shared/studio-vocabulary';

// The editor's form holds exactly what POST /versions takes ({ draft, changeNote }); these turn
// a saved version into the form's starting values and the form's answer into the request.

export type Kind = BlueprintVersion['kind'];

export type EditorValues = {
  draft: Omit<BlueprintDraft, 'studioSettings'> & {
    studioSettings: Record<string, StyleSettings>;
  };
  changeNote: string;
};

/** The styles a product of this kind can set, each with its own palettes. */
export function stylesOf(kind: Kind): { id: string; palettes: readonly string[] }[] {
  return kind === 'portrait'
    ? PORTRAIT_STYLE_IDS.map((id) => ({ id, palettes: PORTRAIT_PALETTES[id] }))
    : BOARD_STYLE_IDS.map((id) => ({ id, palettes: BOARD_PALETTES[id] }));
}

const NO_SETTINGS: StyleSettings = { palette: null, frame: null, light: null, type: null };

/** The form's values when starting from `version`: every style of the kind has a row. */
export function valuesOf(version: BlueprintVersion): EditorValues {
  const studioSettings: Record<string, StyleSettings> = {};
  for (const { id } of stylesOf(version.kind)) {
    const saved = (version.studioSettings as Record<string, StyleSettings | undefined>)[id];
    studioSettings[id] = { ...NO_SETTINGS, ...saved };
  }
  return {
    draft: {
      promptTemplate: version.promptTemplate,
      negativePrompt: version.negativePrompt,
      captionTemplate: version.captionTemplate,
      fieldRoles: version.fieldRoles,
      stylePreset: version.stylePreset,
      studioSettings,
      provider: version.provider as BlueprintDraft['provider'],
      model: version.model,
      width: version.width,
      height: version.height,
      imagesPerRun: version.imagesPerRun,
      seedPolicy: version.seedPolicy,
      fixedSeed: version.fixedSeed,
    },
    changeNote: '',
  };
}

/**
 * The draft as the API takes it: a style left entirely to the studio is not written, an empty
 * model means the provider's default (null), and a random seed policy keeps no seed.
 */
export function draftOf(values: EditorValues['draft']): BlueprintDraft {
  const studioSettings: StudioSettings = {};
  for (const [style, settings] of Object.entries(values.studioSettings)) {
    if (Object.values(settings).some((v) => v !== null)) {
      (studioSettings as Record<string, StyleSettings>)[style] = settings;
    }
  }
  return {
    ...values,
    studioSettings,
    model: values.model?.trim() ? values.model.trim() : null,
    fixedSeed: values.seedPolicy === 'fixed' ? values.fixedSeed : null,
  };
}
