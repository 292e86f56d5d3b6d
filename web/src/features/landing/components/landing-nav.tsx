import { ExternalLink, MessageSquareText } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ResponsiveMenuSection } from '@/components/ui/responsive-menu';
import { SIGN_UP_HREF } from '@/features/auth/auth-tabs';
import { cn } from '@/lib/utils';
import { chatgptSummaryUrl } from '../landing-links';

const NAV_LINKS = [
  { href: '/ai-seo-analysis', label: 'AI SEO Analysis', isNew: false },
  { href: '/auth', label: 'ChatGPT Indexing', isNew: true },
  { href: '/pricing', label: 'Pricing', isNew: false },
  { href: '/auth', label: 'Dashboard', isNew: false },
] as const;

const linkClass =
  'inline-flex items-center gap-2 rounded-control px-3 py-2 text-sm font-medium text-neutral-strong transition-colors hover:bg-neutral-soft hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function NavLinks({ vertical }: { vertical?: boolean }) {
  return (
    <ul className={cn('flex gap-1', vertical ? 'flex-col' : 'items-center')}>
      {NAV_LINKS.map((link) => (
        <li key={link.label}>
          <Link href={link.href} className={cn(linkClass, vertical && 'flex')}>
            {link.label}
            {link.isNew && (
              <Badge variant="success" className="px-1.5 text-[10px] uppercase leading-none tracking-wide">
                New
              </Badge>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function NavActions({ vertical }: { vertical?: boolean }) {
  // Read at render: the origin of whichever installation serves this page.
  const summaryUrl = chatgptSummaryUrl(window.location.origin);
  return (
    <div className={cn('flex gap-2', vertical ? 'flex-col' : 'items-center')}>
      <Button asChild variant="outline" size="sm" className={cn(vertical && 'h-10 text-sm')}>
        <a href={summaryUrl} target="_blank" rel="noopener noreferrer">
          <MessageSquareText aria-hidden="true" />
          Summarize with ChatGPT
          <ExternalLink aria-hidden="true" className="text-subtle-foreground" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </Button>
      <Button asChild size="sm" className={cn(vertical && 'h-10 text-sm')}>
        <Link href={SIGN_UP_HREF}>Start Free Trial</Link>
      </Button>
    </div>
  );
}

/**
 * The landing page's own navigation bar (part 1 §2.3), under the shared public header on wide screens. On
 * narrow ones the same links are a section of the header's menu (LandingMenuSection): one menu button.
 */
export function LandingNav() {
  return (
    <nav aria-label="Product" className="hidden border-b bg-surface lg:block">
      <div className="mx-auto flex min-h-14 max-w-7xl items-center justify-between gap-4 px-8">
        <NavLinks />
        <NavActions />
      </div>
    </nav>
  );
}

/** The landing page's links inside the public header's phone menu. */
export function LandingMenuSection() {
  return (
    <ResponsiveMenuSection title="Explore BotLens">
      <nav aria-label="Product">
        <NavLinks vertical />
      </nav>
      <div className="mt-3 border-t pt-3">
        <NavActions vertical />
      </div>
    </ResponsiveMenuSection>
  );
}
