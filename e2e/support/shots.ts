import { mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the specs put screenshots for people to look at (they assert nothing by themselves):
 * e2e/screenshots/ (not committed), or SHOTS_DIR when set.
 */
export const SHOTS_DIR =
  process.env.SHOTS_DIR ?? path.join(import.meta.dirname, '..', 'screenshots');

/** The path of screenshot `file` in SHOTS_DIR, the folder made if missing. */
export function shotPath(file: string): string {
  mkdirSync(SHOTS_DIR, { recursive: true });
  return path.join(SHOTS_DIR, file);
}
