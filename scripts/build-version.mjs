// The build version of Plateau: BUILD_VERSION, or the root package version and the git commit.
// The web build, the server build and a server run from sources all use it, so a web app and a
// server built from one commit show the same version on the login screen.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export function buildVersion() {
  if (process.env.BUILD_VERSION) return process.env.BUILD_VERSION;
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  try {
    const sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return `${pkg.version}-${sha}`;
  } catch {
    return `${pkg.version}-dev`;
  }
}
