import type { FastifyInstance } from 'fastify';
import { createRegressionRuns } from '../../variants/regression-runs.service';
import { createReplays } from '../../variants/replay.service';
import { createSamplePhotos } from '../../variants/sample-photos.service';
import { createSavedVariants } from '../../variants/saved-variants.service';
import { createTestRuns } from '../../variants/test-runs.service';

/** The variants module's services on this app (app.db: inside a write, its audit transaction). */
export function variantServices(app: FastifyInstance) {
  const deps = {
    db: app.db,
    storage: app.storage,
    log: app.log.child({ module: 'variants' }),
    generation: app.generation,
    config: app.config,
  };
  const photos = createSamplePhotos(app.db, app.storage);
  return {
    photos,
    testRuns: createTestRuns({ ...deps, photos }),
    regression: createRegressionRuns(deps),
    replays: createReplays(deps),
    variants: createSavedVariants(deps),
  };
}
