import { readFileSync } from 'node:fs';

/** Set by server/build.mjs (esbuild's `define`) to the package's version and the git commit it built. */
declare const BOTLENS_BUILD: { version: string; commit: string | null } | undefined;

/** The server's version and commit: the build's, or, run from source (dev, tests), the package's version. */
export function buildInfo(): { version: string; commit: string | null } {
  if (typeof BOTLENS_BUILD !== 'undefined') return BOTLENS_BUILD;
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  return { version: String(manifest.version), commit: null };
}
