// Bundles the server into dist/: our own code and the workspace contracts are bundled; npm packages stay
// external and load from node_modules, so native and WASM assets (PGlite) resolve as their authors intend.
import { build } from 'esbuild';

await build({
  // The embedded database runs on its own thread, loaded from its own file (pglite-in-worker.ts).
  entryPoints: { main: 'src/main.ts', 'pglite-thread': 'src/db/pglite-worker/pglite-thread.ts' },
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
