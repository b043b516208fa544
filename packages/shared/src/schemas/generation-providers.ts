// The image providers a generation can run on (admin generations, blueprint versions). Its own
// file so admin-blueprints and admin-generations can both use it without importing each other.
export const GENERATION_PROVIDERS = ['local', 'openai', 'replicate'] as const;
export type GenerationProvider = (typeof GENERATION_PROVIDERS)[number];
