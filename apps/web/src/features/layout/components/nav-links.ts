/** Shop sections linked from the bar and the mobile menu. */
export const NAV_LINKS = [
  { label: 'Gallery', to: '/gallery' },
  { label: 'Products', to: '/products' },
  { label: 'Pricing', to: '/pricing' },
] as const;
