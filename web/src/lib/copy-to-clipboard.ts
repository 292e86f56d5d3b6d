/**
 * Copies text and says whether it worked. The Clipboard API exists only in secure contexts (HTTPS or
 * localhost), so a self-hosted instance on plain HTTP falls back to a hidden textarea and execCommand.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  if (window.isSecureContext && navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or document not focused: try the older way below.
    }
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  // Inside an open dialog, so its focus trap does not pull focus (and the selection) straight back out.
  const container = active?.closest('[role="dialog"], [role="alertdialog"]') ?? document.body;
  container.append(textarea);
  textarea.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    // Keeps focus where the user was (inside a dialog, say) instead of dropping it on <body>.
    active?.focus();
  }
}
