/** Part 2: the badge is default at 70 or more, secondary at 40 or more, otherwise outline. */
export function domainAuthorityVariant(value: number): 'default' | 'secondary' | 'outline' {
  if (value >= 70) return 'default';
  if (value >= 40) return 'secondary';
  return 'outline';
}
