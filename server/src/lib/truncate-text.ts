/** Cuts to at most `max` UTF-16 units without leaving half of a surrogate pair behind (stored as U+FFFD). */
export function truncateText(value: string, max: number): string {
  if (value.length <= max) return value;
  const last = value.charCodeAt(max - 1);
  return value.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
