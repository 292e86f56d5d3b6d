import { executiveSummary, formatPoints, type SeoAudit, scoreBand } from '@botlens/contracts';
import PDFDocument from 'pdfkit';

const COLORS = { green: '#15803d', yellow: '#a16207', red: '#b91c1c', text: '#111827', muted: '#4b5563' };
const PRIORITY_COLORS = { critical: COLORS.red, high: '#c2410c', medium: COLORS.yellow, low: COLORS.muted };
const MARGIN = 50;

/**
 * The standard PDF fonts cover Windows-1252 only. Text from the audited site (titles, headings, robots.txt
 * lines) may hold anything, so what those fonts cannot show becomes "?" rather than a wrong glyph, and
 * control characters go.
 */
export function pdfSafe(text: string): string {
  let safe = '';
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (
      char === '\n' ||
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      TYPOGRAPHY.has(char)
    ) {
      safe += char;
    } else if (code >= 0x80 && !(code >= 0x7f && code < 0xa0)) {
      safe += '?';
    }
  }
  return safe;
}
// Punctuation of Windows-1252 beyond Latin-1 that reports use.
const TYPOGRAPHY = new Set([
  '\u2013',
  '\u2014',
  '\u2018',
  '\u2019',
  '\u201c',
  '\u201d',
  '\u2022',
  '\u2026',
  '\u20ac',
]);

/** The audit report as a PDF: the same figures, findings and evidence as the report page. */
export function renderAuditPdf(audit: SeoAudit): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: pdfSafe(`AI Readiness Report: ${audit.domain}`), Author: 'BotLens', Creator: 'BotLens' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => doc.text(pdfSafe(value), options);
  const heading = (title: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(COLORS.text);
    text(title);
    doc.moveDown(0.3).font('Helvetica').fontSize(10);
  };
  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fillColor(COLORS.text);
    text(`${label}: `, { continued: true });
    doc.font('Helvetica').fillColor(COLORS.muted);
    text(value);
  };

  const band = scoreBand(audit.aiReadinessScore);
  doc.font('Helvetica-Bold').fontSize(20).fillColor(COLORS.text);
  text(`AI Readiness Report: ${audit.domain}`);
  doc.font('Helvetica').fontSize(9).fillColor(COLORS.muted);
  text(
    `Analysed ${audit.url} on ${audit.createdAt.slice(0, 16).replace('T', ' ')} UTC. Audit ${audit.auditId}.`,
  );
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(34).fillColor(COLORS[band.tone]);
  text(`${audit.aiReadinessScore} / 100`, { continued: true });
  doc.fontSize(14);
  text(`   ${band.label}`);
  // The line advanced by the band label's size, not the score's: make room for the taller figures.
  doc.moveDown(0.9);

  heading('Executive Summary');
  doc.fillColor(COLORS.text);
  text(executiveSummary(audit));

  heading('Priority Recommendations');
  const recommendations = audit.auditData.recommendations;
  if (recommendations.length === 0) text('None: every check passed.');
  for (const recommendation of recommendations) {
    doc.font('Helvetica-Bold').fillColor(PRIORITY_COLORS[recommendation.priority]);
    text(`${recommendation.priority.toUpperCase()}  `, { continued: true });
    doc.fillColor(COLORS.text);
    text(recommendation.title);
    doc.font('Helvetica').fillColor(COLORS.text);
    text(recommendation.description, { indent: 12 });
    doc.fillColor(COLORS.muted);
    text(`Evidence: ${recommendation.evidence}`, { indent: 12 });
    doc.moveDown(0.4);
  }

  heading('How the score is made');
  for (const factor of audit.scoreFactors) {
    doc.font('Helvetica-Bold').fillColor(COLORS.text);
    text(`${factor.label}: ${formatPoints(factor.earned)} of ${factor.weight}`);
    doc.font('Helvetica').fillColor(COLORS.muted);
    text(`Rule: ${factor.rule}`, { indent: 12 });
    text(`Evidence: ${factor.evidence}`, { indent: 12 });
    doc.moveDown(0.3);
  }

  heading('AI crawler access (robots.txt)');
  const permissions = Object.entries(audit.aiCrawlerPermissions);
  text(permissions.map(([name, allowed]) => `${name}: ${allowed ? 'allowed' : 'blocked'}`).join('   '));

  heading('Meta data');
  line(
    'Title',
    audit.metaData.title ? `${audit.metaData.title} (${audit.metaData.titleLength} characters)` : 'none',
  );
  line('Description', audit.metaData.description ?? 'none');
  line('Canonical URL', audit.metaData.canonicalUrl ?? 'none');
  line('Language', audit.metaData.language ?? 'not declared');

  heading('Content');
  const metrics = audit.contentMetrics;
  line('Words', String(metrics.wordCount));
  line('Readability (Flesch reading ease)', String(metrics.readabilityScore));
  line('Content structure score', String(metrics.contentStructureScore));
  line('Internal links', String(metrics.internalLinks));
  line('Images with alt text', `${Math.round(metrics.altTextRatio * 100)}%`);
  line('Question density', `${Math.round(metrics.questionDensity * 100)}% of sentences`);
  line('Top keywords', audit.topKeywords.map((k) => `${k.keyword} (${k.count})`).join(', ') || 'none');

  heading('Technical');
  const technical = audit.auditData.technicalSeo;
  line('HTTPS', technical.httpsEnabled ? 'yes' : 'no');
  line(
    'Valid certificate',
    technical.validSsl === null ? 'no https answer' : technical.validSsl ? 'yes' : 'no',
  );
  line(
    'XML sitemap',
    audit.sitemap.present ? `${audit.sitemap.url} (${audit.sitemap.urlCount} entries)` : 'not found',
  );
  line('robots.txt', technical.robotsTxt ? 'present' : 'not found');
  line(
    'llms.txt',
    audit.llmsTxt.present
      ? audit.llmsTxt.valid
        ? 'present and valid'
        : 'present, with format errors'
      : 'not found',
  );
  line(
    'Page speed score',
    `${technical.pageSpeedScore} (${technical.responseTimeMs} ms, ${Math.round(technical.htmlBytes / 1024)} KB)`,
  );
  line('Core Web Vitals', technical.corewWebVitals);

  heading('Query fan-out');
  line(
    'Related queries',
    audit.queryFanOut.relatedQueries
      .map((q) => `${q.query} (${q.relevance}${answeredMark(q.answer)})`)
      .join('; ') || 'none',
  );
  line(
    'Search intent',
    audit.queryFanOut.searchIntents.map((i) => `${i.intent} ${i.probability}%`).join(', '),
  );
  line(
    'Content gaps',
    audit.queryFanOut.contentGaps.map((g) => `${g.gap} [${g.priority}]`).join('; ') || 'none',
  );

  heading('What was fetched');
  for (const document of audit.documents) {
    const outcome =
      document.status === null
        ? (document.error ?? 'failed')
        : `HTTP ${document.status}, ${document.bytes} bytes${document.truncated ? ' (cut at the limit)' : ''}`;
    text(`${document.url}: ${outcome}`);
  }

  doc.moveDown(1).fontSize(8).fillColor(COLORS.muted);
  text(
    'Generated by BotLens. Every finding above is computed from the documents listed under "What was fetched".',
  );
  doc.end();
  return done;
}

/** Whether the page answers a related query; audits stored before answers were named say nothing. */
function answeredMark(answer: string | null | undefined): string {
  if (answer === undefined) return '';
  return answer === null ? ', not answered' : ', answered';
}
