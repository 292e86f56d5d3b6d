// Bundles the server into dist/: our own code and the workspace contracts are bundled; npm packages stay
// external and load from node_modules, so native and WASM assets (PGlite) resolve as their authors intend.
import { build } from 'esbuild';

await build({
  // Threads load from files of their own beside main.js (lib/start-thread.ts): the embedded database
  // (pglite-in-worker.ts) and the audit reader.
  entryPoints: {
    main: 'src/main.ts',
    'pglite-thread': 'src/db/pglite-worker/pglite-thread.ts',
    // An audit reads a site's documents on a thread it can end (seo-audit/build-audit-in-thread.ts).
    'audit-thread': 'src/modules/seo-audit/audit-thread.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
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
