import { downloadTextFile, safeFileName } from '@/lib/download-text-file';

/** Part 1 §2.7: the snippet saved as "{website name}-tracking.html", built in memory as a Blob. */
export function downloadTrackingCode(websiteName: string, embedCode: string): void {
  downloadTextFile(
    `${safeFileName(websiteName, 'website')}-tracking.html`,
    embedCode,
    'text/html;charset=utf-8',
  );
}
