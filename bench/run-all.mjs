// npm run bench: builds the server, runs every benchmark, prints one JSON object of all their figures.
import { execFileSync } from 'node:child_process';

const BENCHMARKS = [
  'snippet-size',
  'classify',
  'rate-limit',
  'track-throughput',
  'import-logs',
  'analytics',
  'audit',
  'policy',
  'compliance',
  'reclassify',
];
const only = process.argv.slice(2);
execFileSync('npm', ['run', 'build', '--silent', '--workspace', 'server'], { stdio: 'inherit' });
const results = {};
for (const name of BENCHMARKS.filter((b) => only.length === 0 || only.includes(b))) {
  process.stderr.write(`bench: ${name}...\n`);
  const output = execFileSync(process.execPath, ['--import', 'tsx', `bench/${name}.ts`], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = output.trim().split('\n').pop() ?? '{}';
  results[name] = JSON.parse(line);
}
console.log(JSON.stringify(results, null, 2));
