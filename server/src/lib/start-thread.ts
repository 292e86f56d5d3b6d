import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread from a module beside the caller: `file` without its extension, resolved against
 * `callerUrl` (the caller's import.meta.url). The built server bundles each thread as its own `.js` file
 * next to main.js (server/build.mjs); from source (tests, `npm run dev`) the thread registers tsx first so
 * that it can load TypeScript.
 */
export function startThread(callerUrl: string, file: string, options: WorkerOptions = {}): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${file}.js`, callerUrl), options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const thread = new URL(`./${file}.ts`, callerUrl).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(thread)}); })`;
  return new Worker(bootstrap, { ...options, eval: true });
}
