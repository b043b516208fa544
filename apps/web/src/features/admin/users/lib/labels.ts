export const ROLE_LABELS = { user: 'Shopper', admin: 'Admin' } as const;
export const PLAN_LABELS = { free: 'Free', premium: 'Premium' } as const;

export const ROLE_OPTIONS = [
  { value: 'user', label: 'Shopper' },
  { value: 'admin', label: 'Admin' },
];
export const PLAN_OPTIONS = [
  { value: 'free', label: 'Free' },
  { value: 'premium', label: 'Premium' },
];

export const PROVIDER_LABELS: Record<string, string> = {
  stripe: 'Stripe',
  demo: 'Demo checkout',
  comp: 'Given by the shop (comp)',
};

/** Why the actions on one's own account are off (the server refuses them too). */
export const SELF_NOTE =
  'This is your own account: you cannot change your own role or disable it. Ask another admin.';
