import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { SIGN_UP_HREF } from '@/features/auth/auth-tabs';
import { cn } from '@/lib/utils';
import { isPathActive } from './is-path-active';
import { Logo } from './logo';

const PUBLIC_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/blog', label: 'AI & SEO News' },
  { href: '/request-service', label: 'Request Service' },
  { href: '/ai-seo-analysis', label: 'AI SEO Analysis' },
] as const;

const MOBILE_MENU_ID = 'public-mobile-menu';

function navLinkClass(isActive: boolean): string {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
    isActive ? 'text-slate-900' : 'text-slate-600',
  );
}

export function PublicHeader() {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // Following a link closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run when the location changes
  useEffect(() => {
    setMenuOpen(false);
  }, [location]);

  return (
    <header className="sticky top-0 z-40 border-b bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          href="/"
          aria-label="BotLens home"
          className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {PUBLIC_LINKS.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              aria-current={isPathActive(location, link.href) ? 'page' : undefined}
              className={navLinkClass(isPathActive(location, link.href))}
            >
              {link.label}
            </Link>
          ))}
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          <Button asChild variant="ghost">
            <Link href="/auth">Login</Link>
          </Button>
          <Button asChild>
            <Link href={SIGN_UP_HREF}>Sign Up</Link>
          </Button>
        </div>

        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>

      <nav
        id={MOBILE_MENU_ID}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t bg-white px-4 pb-4 pt-2 md:hidden"
      >
        <ul className="flex flex-col gap-1">
          {PUBLIC_LINKS.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={isPathActive(location, link.href) ? 'page' : undefined}
                className={cn(navLinkClass(isPathActive(location, link.href)), 'block')}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-3 grid grid-cols-2 gap-2">
          <Button asChild variant="outline">
            <Link href="/auth">Login</Link>
          </Button>
          <Button asChild>
            <Link href={SIGN_UP_HREF}>Sign Up</Link>
          </Button>
        </div>
      </nav>
    </header>
  );
}
