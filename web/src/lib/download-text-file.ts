/** Characters no common file system accepts in a name. */
const UNSAFE_FILE_NAME_CHARACTERS = /[\\/:*?"<>|\p{Cc}]/gu;

/** A name a download can carry: unsafe characters become dashes, and an empty name a fallback. */
export function safeFileName(name: string, fallback: string): string {
  return name.replace(UNSAFE_FILE_NAME_CHARACTERS, '-').trim() || fallback;
}

/** Saves text as a file, built in memory as a Blob: nothing is sent anywhere. */
export function downloadTextFile(fileName: string, text: string, type = 'text/plain;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
