/** A navigation item is current on its own path and on the paths beneath it ('/blog' for '/blog/a-post'). */
export function isPathActive(location: string, href: string): boolean {
  if (href === '/') return location === '/';
  return location === href || location.startsWith(`${href}/`);
}
