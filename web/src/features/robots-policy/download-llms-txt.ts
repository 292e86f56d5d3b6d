/** The generated file saved as "llms.txt", built in memory as a Blob (nothing is fetched again). */
export function downloadLlmsTxt(llmsTxt: string): void {
  const url = URL.createObjectURL(new Blob([llmsTxt], { type: 'text/markdown;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'llms.txt';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
