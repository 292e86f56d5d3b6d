// Serves one fixture website for the audit journeys (FIXTURE_SITE names a folder of
// server/src/test-support/fixture-sites, "well-prepared" by default) on a fixed port, with the same file
// handler the integration tests use. The BotLens server may fetch it only because AUDIT_ALLOWED_HOSTS names it.
import { createServer } from 'node:http';
import {
  FIXTURE_SITE_NAMES,
  type FixtureSiteName,
  fixtureFileHandler,
} from '../server/src/test-support/fixture-site-server';

const name = process.env.FIXTURE_SITE ?? 'well-prepared';
if (!FIXTURE_SITE_NAMES.includes(name as FixtureSiteName)) {
  throw new Error(`FIXTURE_SITE: "${name}" is not one of ${FIXTURE_SITE_NAMES.join(', ')}`);
}
const port = Number(process.env.FIXTURE_SITE_PORT ?? 5124);
const server = createServer(fixtureFileHandler(name as FixtureSiteName));
server.listen(port, '127.0.0.1', () => console.log(`Fixture site ${name} on http://127.0.0.1:${port}`));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
