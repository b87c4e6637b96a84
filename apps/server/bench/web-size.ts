import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const attribute = (tag: string, name: string) =>
  tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`))?.[1];

/** The JS files index.html makes the browser load at once: module scripts and module preloads. */
function entryScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'type') === 'module')
    .map((tag) => attribute(tag, 'src'));
  const preloads = [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'rel') === 'modulepreload')
    .map((tag) => attribute(tag, 'href'));
  return [...scripts, ...preloads].filter((src): src is string => !!src && !/^https?:/.test(src));
}

/** A chunk's static imports (`import … from "./x.js"`), which the browser fetches with it. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)].map((m) => m[1]!);
}

export interface WebSize {
  files: number;
  gzippedBytes: number;
  /** The lazily loaded /login route chunks, included in the total. */
  loginChunks: string[];
}

/**
 * The gzipped size of the JS the browser loads to show /login: index.html's module
 * scripts and preloads, plus the lazy login route chunk and what it imports.
 * Undefined when the web app is not built.
 */
export function measureLoginJs(distDir: string): WebSize | undefined {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const assets = join(distDir, 'assets');
  const loginChunks = existsSync(assets)
    ? readdirSync(assets)
        .filter((file) => /^login.*\.js$/i.test(file))
        .map((file) => `/assets/${file}`)
    : [];
  const pending = [...entryScripts(readFileSync(indexFile, 'utf8')), ...loginChunks];
  const seen = new Set<string>();
  let gzippedBytes = 0;
  while (pending.length) {
    const src = pending.pop()!;
    const path = join(distDir, src.replace(/^\//, ''));
    if (seen.has(path) || !existsSync(path)) continue;
    seen.add(path);
    const code = readFileSync(path);
    gzippedBytes += gzipSync(code, { level: 9 }).length;
    const dir = src.slice(0, src.lastIndexOf('/') + 1);
    pending.push(...staticImports(code.toString('utf8')).map((relative) => dir + relative.slice(2)));
  }
  return { files: seen.size, gzippedBytes, loginChunks };
}
