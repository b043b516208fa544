// The generation input the studio rows render (studio.mjs, render-loop.mjs): one brief like a
// seeded product's, so the rows time the same artwork.

/** A brief like the seeded products' roles give: a style (or none), a name, a verse, a date. */
function brief(kind, style) {
  const chosen = style && { name: style.title, description: style.description };
  return kind === 'portrait'
    ? {
        style: chosen,
        title: 'Grace Elizabeth',
        lines: ['Baptism'],
        verses: ['Psalm 23:1 — The Lord is my shepherd'],
        date: 'June 14, 2025',
        elements: ['halo'],
        options: [],
        details: [],
        notes: [],
        list: [],
      }
    : {
        style: chosen,
        title: 'My Year of Yes',
        lines: ['Health & Wellness'],
        verses: [],
        date: '',
        elements: ['affirmations'],
        options: [],
        details: [],
        notes: [],
        list: [
          'Run a half marathon',
          'Visit Italy with Mom',
          'Open my bakery',
          'Pray every morning',
        ],
      };
}

/** A studio input at 1024×1280; `style` is a seeded style (PORTRAIT_STYLES, BOARD_STYLES) or null. */
export function studioInput({ kind, style = null, seed, photos, title }) {
  return {
    kind,
    prompt: 'A radiant portrait',
    negativePrompt: '',
    stylePreset: kind === 'portrait' ? 'divine-glow' : 'corkboard',
    model: null,
    width: 1024,
    height: 1280,
    seed,
    photos,
    fields: [],
    caption: '',
    title,
    brief: brief(kind, style),
    signal: new AbortController().signal,
  };
}
