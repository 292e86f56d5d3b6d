import { ExternalLink, Menu, MessageSquareText, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
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
  'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600';

function NavLinks({ onNavigate, vertical }: { onNavigate?: () => void; vertical?: boolean }) {
  return (
    <ul className={cn('flex gap-1', vertical ? 'flex-col' : 'items-center')}>
      {NAV_LINKS.map((link) => (
        <li key={link.label}>
          <Link href={link.href} onClick={onNavigate} className={cn(linkClass, vertical && 'flex')}>
            {link.label}
            {link.isNew && (
              <span className="rounded-full bg-green-100 px-1.5 py-0.5 text-[10px] font-bold uppercase leading-none tracking-wide text-green-800">
                New
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function NavActions({ onNavigate, vertical }: { onNavigate?: () => void; vertical?: boolean }) {
  // Read at render: the origin of whichever installation serves this page.
  const summaryUrl = chatgptSummaryUrl(window.location.origin);
  return (
    <div className={cn('flex gap-2', vertical ? 'flex-col' : 'items-center')}>
      <Button asChild variant="outline" size="sm" className={cn(vertical && 'h-10 text-sm')}>
        <a href={summaryUrl} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
          <MessageSquareText aria-hidden="true" />
          Summarize with ChatGPT
          <ExternalLink aria-hidden="true" className="text-slate-500" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </Button>
      <Button asChild size="sm" className={cn(vertical && 'h-10 text-sm')}>
        <Link href={SIGN_UP_HREF} onClick={onNavigate}>
          Start Free Trial
        </Link>
      </Button>
    </div>
  );
}

/** The landing page's own navigation bar (part 1 §2.3), under the shared public header. */
export function LandingNav() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <nav aria-label="Product" className="border-b bg-white">
      <div className="mx-auto flex min-h-14 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <div className="hidden lg:block">
          <NavLinks />
        </div>
        <div className="hidden lg:block">
          <NavActions />
        </div>

        <p className="text-sm font-medium text-slate-700 lg:hidden">Explore BotLens</p>
        <Button
          variant="outline"
          size="sm"
          className="lg:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close product menu' : 'Open product menu'}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          {open ? 'Close' : 'Menu'}
        </Button>
      </div>

      <div id={menuId} hidden={!open} className="border-t px-4 pb-4 pt-2 sm:px-6 lg:hidden">
        <NavLinks vertical onNavigate={close} />
        <div className="mt-3 border-t pt-3">
          <NavActions vertical onNavigate={close} />
        </div>
      </div>
    </nav>
  );
}
