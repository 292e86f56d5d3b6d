/** A value as a short piece of text: strings as they are, anything else as JSON, long ones cut. */
function asText(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? '—' : text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A record's details as one line of text for the log's table: a change (`from`/`to`) as
 * 'role: user → admin', every other detail as 'key: value'. Shown as text, never as markup.
 */
export function summariseActivityDetails(details: Record<string, unknown>): string {
  const { from, to, ...rest } = details;
  const parts: string[] = [];
  if (isRecord(from) || isRecord(to)) {
    const before = isRecord(from) ? from : {};
    const after = isRecord(to) ? to : {};
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
      parts.push(`${key}: ${asText(before[key])} → ${asText(after[key])}`);
    }
    if (parts.length === 0) parts.push('no change');
  }
  for (const [key, value] of Object.entries(rest)) parts.push(`${key}: ${asText(value)}`);
  return parts.join('; ') || '—';
}
