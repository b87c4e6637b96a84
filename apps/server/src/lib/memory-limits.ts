import sharp from 'sharp';

/**
 * Thumbnails and photo checks are occasional: libvips keeps a small operation cache instead of its
 * default 50 MB, and works on one image thread at a time (the same cores serve the requests);
 * SHARP_CONCURRENCY raises it on a larger server. Called once at start (main.ts).
 */
export function limitImageMemory(env: NodeJS.ProcessEnv = process.env): void {
  sharp.cache({ memory: 8, files: 0, items: 20 });
  sharp.concurrency(Math.max(1, Number(env.SHARP_CONCURRENCY) || 1));
}
