import { SITE_NAME } from '@atelier/shared/web-routes';

// The tab title's format is the server's too (packages/shared web-routes.ts).
export { pageTitle } from '@atelier/shared/web-routes';

// Shop identity used by the shell. One place to change when the shop is rebranded.
export const SITE = {
  name: SITE_NAME,
  tagline: 'Personalised AI Artwork',
  repositoryUrl: 'https://github.com/atelier-shop/atelier',
  social: {
    instagram: 'https://www.instagram.com/',
    facebook: 'https://www.facebook.com/',
    pinterest: 'https://www.pinterest.com/',
  },
} as const;
