import type Sharp from 'sharp';

type SharpModule = typeof Sharp;
let loading: Promise<SharpModule> | undefined;

/**
 * sharp (libvips, about 30 MB resident) loads at the first image a server works on, not at start:
 * most requests never touch an image. Thumbnails and photo checks are occasional, so libvips keeps
 * a small operation cache instead of its default 50 MB and works on one image thread at a time
 * (the same cores serve the requests); SHARP_CONCURRENCY raises it on a larger server.
 */
export function loadSharp(env: NodeJS.ProcessEnv = process.env): Promise<SharpModule> {
  return (loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache({ memory: 8, files: 0, items: 20 });
    sharp.concurrency(Math.max(1, Number(env.SHARP_CONCURRENCY) || 1));
    return sharp;
  }));
}
