// Bundles the server into dist/: our own code and the workspace contracts are bundled; npm packages stay
// external and load from node_modules, so native and WASM assets (PGlite) resolve as their authors intend.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// The version and commit the admin's System Analytics tab shows (lib/build-info.ts); no commit outside git.
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
let commit = null;
try {
  commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim() || null;
} catch {
  commit = null;
}

await build({
  // Threads load from files of their own beside main.js (lib/start-thread.ts): the embedded database
  // (pglite-in-worker.ts) and the audit reader.
  entryPoints: {
    main: 'src/main.ts',
    'pglite-thread': 'src/db/pglite-worker/pglite-thread.ts',
    // An audit reads a site's documents on a thread it can end (seo-audit/build-audit-in-thread.ts).
    'audit-thread': 'src/modules/seo-audit/audit-thread.ts',
    // A fetched news feed is parsed and sanitised on a thread it can end (news-feeds/read-feed-in-thread.ts).
    'feed-thread': 'src/modules/news-feeds/feed-thread.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  define: { BOTLENS_BUILD: JSON.stringify({ version, commit }) },
  plugins: [
    {
      name: 'externalise-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@botlens/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
