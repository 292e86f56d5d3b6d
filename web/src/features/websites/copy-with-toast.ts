import { toast } from '@/components/ui/use-toast';
import { copyToClipboard } from '@/lib/copy-to-clipboard';

/** Part 1 §8: 'Copied to clipboard' with a line naming what was copied. */
export async function copyWithToast(text: string, description: string): Promise<void> {
  if (await copyToClipboard(text)) {
    toast({ title: 'Copied to clipboard', description });
  } else {
    toast({
      title: 'Could not copy',
      description: 'Your browser refused access to the clipboard. Select the text and copy it by hand.',
      variant: 'destructive',
    });
  }
}

export const TRACKING_CODE_COPIED = 'The tracking code has been copied to your clipboard.';
