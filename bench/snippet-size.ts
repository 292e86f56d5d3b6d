// The tracking snippet as served: its gzipped size (target: at most 1 KB).
import { loadConfig } from '../server/src/config';
import { loadTrackingScript } from '../server/src/modules/tracking/snippet/load-tracking-script';

const script = loadTrackingScript(loadConfig({}).trackingScriptPath);
console.log(
  JSON.stringify({
    benchmark: 'snippet-size',
    bytes: Buffer.byteLength(script.body),
    gzipBytes: script.gzip.length,
    targetGzipBytes: 1024,
  }),
);
