import { cn } from '@/lib/utils';
import { truncate, URL_SHOWN, USER_AGENT_SHOWN } from '../analytics-format';

type TruncatedTextProps = { text: string; max: number; className?: string };

/**
 * Untrusted text (a URL, a user agent) rendered as text, never as markup: the first `max` characters and an
 * ellipsis, with the whole value in the title attribute.
 */
export function TruncatedText({ text, max, className }: TruncatedTextProps) {
  return (
    <span title={text} className={cn('break-all', className)}>
      {truncate(text, max)}
    </span>
  );
}

/** Part 1 §9: user agents shortened after 30 characters. */
export function UserAgentText({ userAgent, className }: { userAgent: string; className?: string }) {
  return (
    <TruncatedText text={userAgent} max={USER_AGENT_SHOWN} className={cn('font-mono text-xs', className)} />
  );
}

/** Percent-escapes decoded for reading ('/caf%C3%A9' → '/café'); a malformed escape leaves the URL as it is. */
export function readableUrl(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/** Part 1 §9: a URL over 50 characters is shortened, and a detail line below carries it in full. */
export function UrlText({ url, className }: { url: string; className?: string }) {
  const text = readableUrl(url);
  const long = Array.from(text).length > URL_SHOWN;
  return (
    <span className={cn('block min-w-0', className)}>
      <TruncatedText text={text} max={URL_SHOWN} className="block font-mono text-sm text-slate-900" />
      {long && <span className="mt-0.5 block font-mono text-xs break-all text-slate-500">{text}</span>}
    </span>
  );
}
