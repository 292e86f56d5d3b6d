/** Characters no common file system accepts in a name. */
const UNSAFE_FILE_NAME_CHARACTERS = /[\\/:*?"<>|\p{Cc}]/gu;

/** Part 1 §2.7: the snippet saved as "{website name}-tracking.html", built in memory as a Blob. */
export function downloadTrackingCode(websiteName: string, embedCode: string): void {
  const safeName = websiteName.replace(UNSAFE_FILE_NAME_CHARACTERS, '-').trim() || 'website';
  const url = URL.createObjectURL(new Blob([embedCode], { type: 'text/html;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${safeName}-tracking.html`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
