import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';

/**
 * Review screenshots are an aid for a person, never a check: taken only with SHOTS=1, written under
 * the repository's ignored `.tmp/shots` (or SHOTS_DIR), so a run leaves nothing outside the clone.
 */
export const SHOTS_DIR = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../../.tmp/shots', import.meta.url));
export const takingShots = Boolean(process.env.SHOTS);

/** Saves `target` as SHOTS_DIR/<name>.png when SHOTS=1; does nothing otherwise. */
export async function reviewShot(target: Page | Locator, name: string, fullPage = false): Promise<void> {
  if (!takingShots) return;
  const path = join(SHOTS_DIR, `${name}.png`);
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}
