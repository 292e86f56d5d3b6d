import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { ResponsiveMenu, ResponsiveMenuSection } from '@/components/ui/responsive-menu';
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

function navLinkClass(isActive: boolean): string {
  return cn(
    'rounded-control px-3 py-2 text-sm font-medium transition-colors hover:bg-neutral-soft hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  );
}

function PublicLinks({ vertical = false }: { vertical?: boolean }) {
  const [location] = useLocation();
  return (
    <ul className={cn('flex gap-1', vertical ? 'flex-col' : 'items-center')}>
      {PUBLIC_LINKS.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            aria-current={isPathActive(location, link.href) ? 'page' : undefined}
            className={cn(navLinkClass(isPathActive(location, link.href)), vertical && 'block')}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

type PublicHeaderProps = {
  /** The page's own links (the landing page's product links), added to the phone menu in a section. */
  pageMenu?: ReactNode;
};

/**
 * Wide screens show the links and the sign-in buttons inline; narrow ones show one menu button that holds
 * them, together with the page's own links, so a phone never shows two menu buttons.
 */
export function PublicHeader({ pageMenu }: PublicHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          href="/"
          aria-label="BotLens home"
          className="rounded-control focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <PublicLinks />
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          <Button asChild variant="ghost">
            <Link href="/auth">Login</Link>
          </Button>
          <Button asChild>
            <Link href={SIGN_UP_HREF}>Sign Up</Link>
          </Button>
        </div>

        <ResponsiveMenu
          breakpoint="lg"
          title={
            <>
              <Logo />
              <span className="sr-only"> menu</span>
            </>
          }
          description="BotLens pages, signing in and creating an account"
        >
          <ResponsiveMenuSection>
            <nav aria-label="Main">
              <PublicLinks vertical />
            </nav>
          </ResponsiveMenuSection>
          {pageMenu}
          <ResponsiveMenuSection className="grid grid-cols-2 gap-2">
            <Button asChild variant="outline">
              <Link href="/auth">Login</Link>
            </Button>
            <Button asChild>
              <Link href={SIGN_UP_HREF}>Sign Up</Link>
            </Button>
          </ResponsiveMenuSection>
        </ResponsiveMenu>
      </div>
    </header>
  );
}
