// Shop identity used by the shell. One place to change when the shop is rebranded.
export const SITE = {
  name: 'Atelier',
  tagline: 'Personalised AI Artwork',
  repositoryUrl: 'https://github.com/atelier-shop/atelier',
  social: {
    instagram: 'https://www.instagram.com/',
    facebook: 'https://www.facebook.com/',
    pinterest: 'https://www.pinterest.com/',
  },
} as const;

/** Sets the tab title in the server's format ('Gallery — Atelier'). */
export function pageTitle(title?: string): string {
  return title ? `${title} — ${SITE.name}` : `${SITE.name} — Faith-Inspired Personalised Portraits`;
}
