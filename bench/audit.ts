// A full AI-readiness audit of a local fixture site (a 200 KB home page, a sitemap of 1000 URLs, robots.txt,
// llms.txt and llms-full.txt) through POST /api/analyze-website of a running BotLens: time per audit and
// the server's peak memory. The site runs in this process; BotLens reaches it through AUDIT_ALLOWED_HOSTS.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { quantile, ROOT, startBotLens, stop } from './lib';

const RUNS = Number(process.env.BENCH_AUDITS ?? 20);
const HOME_BYTES = 200 * 1024;
const SITEMAP_URLS = 1000;
const FIXTURE = `${ROOT}server/src/test-support/fixture-sites/well-prepared/`;

/** The well-prepared fixture page with its main content repeated until the page weighs 200 KB. */
function homePage(): string {
  const page = readFileSync(`${FIXTURE}index.html`, 'utf8');
  const [head, rest] = page.split('<main>') as [string, string];
  const [main, tail] = rest.split('</main>') as [string, string];
  const sections: string[] = [];
  let size = head.length + tail.length;
  for (let i = 0; size < HOME_BYTES; i++) {
    const section = main.replaceAll('<h1>', `<h2 data-part="${i}">`).replaceAll('</h1>', '</h2>');
    sections.push(section);
    size += section.length;
  }
  return `${head}<main>${sections.join('\n')}</main>${tail}`.slice(0, HOME_BYTES + 4096);
}

function sitemap(): string {
  const urls = Array.from(
    { length: SITEMAP_URLS },
    (_, i) => `<url><loc>https://northwind.example/page/${i}</loc><lastmod>2026-10-01</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

const files: Record<string, [string, string]> = {
  '/': ['text/html; charset=utf-8', homePage()],
  '/robots.txt': ['text/plain', readFileSync(`${FIXTURE}robots.txt`, 'utf8')],
  '/llms.txt': ['text/plain', readFileSync(`${FIXTURE}llms.txt`, 'utf8')],
  '/llms-full.txt': ['text/plain', readFileSync(`${FIXTURE}llms-full.txt`, 'utf8')],
  '/sitemap.xml': ['application/xml', sitemap()],
};
const site = createServer((request, response) => {
  const file = files[new URL(request.url ?? '/', 'http://site').pathname];
  if (!file) return response.writeHead(404).end('Not found');
  response.writeHead(200, { 'content-type': file[0] }).end(file[1]);
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
const domain = `127.0.0.1:${(site.address() as AddressInfo).port}`;

/** Resident set size now and at its peak (Linux /proc), in MB; null elsewhere. */
function memoryOf(pid: number | undefined): { rssMb: number; peakRssMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
    return { rssMb: Math.round(kb('VmRSS') / 1024), peakRssMb: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return null;
  }
}

// Signed in as an administrator: no allowance stands between the benchmark and its runs.
const admin = { email: 'bench-admin@example.com', password: 'BenchAdmin123' };
const botlens = await startBotLens({
  AUDIT_ALLOWED_HOSTS: domain,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
});
try {
  const login = await fetch(`${botlens.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const before = memoryOf(botlens.child.pid);
  // The lifetime peak includes start-up (PGlite maps its memory then); what the audits add is sampled here.
  let peakDuringAuditsMb = before?.rssMb ?? 0;
  const sampler = setInterval(() => {
    peakDuringAuditsMb = Math.max(peakDuringAuditsMb, memoryOf(botlens.child.pid)?.rssMb ?? 0);
  }, 10);
  const times: number[] = [];
  let score = 0;
  let urlCount = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const response = await fetch(`${botlens.url}/api/analyze-website`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ domain }),
    });
    const audit = (await response.json()) as { aiReadinessScore: number; sitemap: { urlCount: number } };
    if (response.status !== 200)
      throw new Error(`analysis failed: ${response.status} ${JSON.stringify(audit)}`);
    times.push(performance.now() - started);
    score = audit.aiReadinessScore;
    urlCount = audit.sitemap.urlCount;
  }
  clearInterval(sampler);
  const after = memoryOf(botlens.child.pid);
  const at = (q: number) => Math.round(quantile(times, q));
  console.log(
    JSON.stringify({
      benchmark: 'audit',
      runs: RUNS,
      site: { homePageBytes: Buffer.byteLength(files['/']?.[1] ?? ''), sitemapUrls: SITEMAP_URLS },
      result: { aiReadinessScore: score, sitemapUrlsCounted: urlCount },
      auditMs: { first: Math.round(times[0] as number), p50: at(0.5), p95: at(0.95), max: at(1) },
      serverMemory: {
        rssBeforeAuditsMb: before?.rssMb ?? null,
        peakRssDuringAuditsMb: before ? peakDuringAuditsMb : null,
        rssAfterAuditsMb: after?.rssMb ?? null,
        lifetimePeakRssMb: after?.peakRssMb ?? null,
      },
    }),
  );
} finally {
  await stop(botlens.child);
  site.close();
}
