import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { copyWithToast } from '../copy-with-toast';

type CodeBlockProps = {
  /** What is shown: plain text, never interpreted as HTML. */
  code: string;
  /** What Copy puts on the clipboard, when it differs from what is shown (a masked secret, say). */
  copyText?: string;
  label: string;
  copyDescription: string;
};

export function CodeBlock({ code, copyText = code, label, copyDescription }: CodeBlockProps) {
  return (
    <div className="overflow-hidden rounded-lg border border-slate-800 bg-slate-900">
      <div className="flex items-center justify-between gap-2 border-b border-slate-700 px-3 py-1.5">
        <span className="text-xs font-medium text-slate-300">{label}</span>
        <Button
          size="sm"
          variant="ghost"
          className="text-slate-100 hover:bg-slate-700 hover:text-white"
          onClick={() => void copyWithToast(copyText, copyDescription)}
        >
          <Copy aria-hidden="true" />
          Copy<span className="sr-only"> {label}</span>
        </Button>
      </div>
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="max-h-96 overflow-auto p-4 font-mono text-xs leading-relaxed text-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-400 focus-visible:ring-inset"
      >
        <code>{code}</code>
      </pre>
    </div>
  );
}
