import type { LlmsTxtGeneration } from '@botlens/contracts';

/** What a running generation is doing, in words: the sitemap first, then "Reading page N of M". */
export function progressLabel({
  pagesTotal,
  pagesDone,
}: Pick<LlmsTxtGeneration, 'pagesTotal' | 'pagesDone'>) {
  if (pagesTotal === 0) return 'Reading the sitemap…';
  if (pagesDone >= pagesTotal) return `Writing the file from ${pagesTotal} ${plural(pagesTotal, 'page')}…`;
  return `Reading page ${Math.min(pagesDone + 1, pagesTotal)} of ${pagesTotal}`;
}

/** The bar's value out of 100; null (a pulsing bar) while the number of pages is not known yet. */
export function progressPercent({
  pagesTotal,
  pagesDone,
}: Pick<LlmsTxtGeneration, 'pagesTotal' | 'pagesDone'>) {
  if (pagesTotal === 0) return null;
  return Math.round((Math.min(pagesDone, pagesTotal) / pagesTotal) * 100);
}

/** The validator's verdict in one line: "Valid llms.txt", with its warnings counted; or its errors. */
export function validationVerdict(validation: NonNullable<LlmsTxtGeneration['validation']>): {
  tone: 'success' | 'warning' | 'danger';
  title: string;
} {
  // The counts include issues past those listed; older answers had only the lists.
  const errorCount = validation.errorCount ?? validation.errors.length;
  const warningCount = validation.warningCount ?? validation.warnings.length;
  if (!validation.valid) {
    return {
      tone: 'danger',
      title: `The file breaks the llms.txt format: ${errorCount} ${plural(errorCount, 'error')}`,
    };
  }
  if (warningCount > 0) {
    return {
      tone: 'warning',
      title: `Valid llms.txt, with ${warningCount} ${plural(warningCount, 'warning')}`,
    };
  }
  return { tone: 'success', title: 'Valid llms.txt: it follows the llmstxt.org format' };
}

/** "3 pages were skipped" / "1 page was skipped". */
export function skippedSummary(count: number): string {
  return count === 1 ? '1 page was skipped' : `${count} pages were skipped`;
}

function plural(count: number, word: string): string {
  return count === 1 ? word : `${word}s`;
}
