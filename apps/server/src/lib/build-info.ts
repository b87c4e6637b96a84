import { buildVersion } from '../../../../scripts/build-version.mjs';

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
  return { version: buildVersion(), time: new Date().toISOString() };
}
