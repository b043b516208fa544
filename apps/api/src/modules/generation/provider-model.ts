import { STUDIO_VERSION } from '@atelier/studio';
import type { Config } from '../../config/env';

/**
 * The model an artwork records (provenance): the blueprint version's own, else the provider's
 * configured default; the local studio has no model, so it records the studio's version
 * ('studio-2'), which is what its output depends on.
 */
export function providerModel(
  generation: Config['generation'],
  provider: string,
  versionModel: string | null,
): string | null {
  if (provider === 'local') return STUDIO_VERSION;
  if (versionModel) return versionModel;
  if (provider === 'openai') return generation.openai?.model ?? null;
  if (provider === 'replicate') return generation.replicate?.model ?? null;
  return null;
}
