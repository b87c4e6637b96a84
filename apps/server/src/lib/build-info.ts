import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

declare const __BUILD_VERSION__: string | undefined;
declare const __BUILD_TIME__: string | undefined;

/**
 * The build bundles a version and time (build.mjs); run from sources, the version
 * is computed the same way the web build computes it, so both match.
 */
export function buildInfo(): { version: string; time: string } {
  if (typeof __BUILD_VERSION__ === 'string' && typeof __BUILD_TIME__ === 'string') {
    return { version: __BUILD_VERSION__, time: __BUILD_TIME__ };
  }
  return { version: computeVersion(), time: new Date().toISOString() };
}

export function computeVersion(): string {
  if (process.env.BUILD_VERSION) return process.env.BUILD_VERSION;
  const pkg = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  try {
    const sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return `${pkg.version}-${sha}`;
  } catch {
    return `${pkg.version}-dev`;
  }
}
