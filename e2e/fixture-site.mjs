// Serves a fixture website for the audit journey ("well-prepared" unless FIXTURE_SITE names another folder
// of server/src/test-support/fixture-sites), as a real site on this machine would: / is index.html, the
// other files are what they are named, anything else is a 404. The BotLens server may fetch it only because
// AUDIT_ALLOWED_HOSTS names this host and port.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const SITE = process.env.FIXTURE_SITE ?? 'well-prepared';
if (!/^[a-z-]+$/.test(SITE)) throw new Error(`FIXTURE_SITE: "${SITE}" is not a fixture folder name`);
const ROOT = new URL(`../server/src/test-support/fixture-sites/${SITE}/`, import.meta.url).pathname;
const PORT = Number(process.env.FIXTURE_SITE_PORT ?? 5124);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

const notFound = (response) =>
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');

const server = createServer(async (request, response) => {
  try {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname;
    const file = normalize(join(ROOT, path === '/' ? 'index.html' : decodeURIComponent(path)));
    // Nothing outside the fixture folder is ever served, whatever the path says.
    if (!file.startsWith(ROOT.endsWith(sep) ? ROOT : ROOT + sep) || !(extname(file) in TYPES)) {
      notFound(response);
      return;
    }
    const body = await readFile(file);
    response.writeHead(200, { 'content-type': TYPES[extname(file)] }).end(body);
  } catch {
    // A malformed escape in the path, or a file that is not there.
    notFound(response);
  }
});

server.listen(PORT, '127.0.0.1', () => {
  console.log(`Fixture site ${SITE} on http://127.0.0.1:${PORT}`);
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
