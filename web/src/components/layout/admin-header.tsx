import { ShieldCheck } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { ResponsiveMenu, ResponsiveMenuSection } from '@/components/ui/responsive-menu';
import { cn } from '@/lib/utils';
import { Logo } from './logo';
import { LogoutLink } from './logout-link';

const ADMIN_LINKS = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/service-requests', label: 'Service Requests' },
  { href: '/admin-websites', label: 'Website Management' },
  { href: '/website-import', label: 'Website Import' },
] as const;

/** The administration's pages; inline on the red header, or in the white menu on a phone. */
function AdminLinks({ inMenu = false }: { inMenu?: boolean }) {
  const [location] = useLocation();
  return (
    <nav aria-label="Administration">
      <ul className={cn('flex gap-1', inMenu ? 'flex-col' : 'items-center')}>
        {ADMIN_LINKS.map((link) => {
          const active = location === link.href;
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'block rounded-control px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2',
                  inMenu
                    ? 'focus-visible:ring-ring hover:bg-neutral-soft'
                    : 'hover:bg-red-800 focus-visible:ring-white',
                  inMenu && (active ? 'bg-danger-soft text-danger-strong' : 'text-muted-foreground'),
                  !inMenu && active && 'bg-red-800',
                )}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Red so that an administrator never mistakes this session for an ordinary account. */
export function AdminHeader({ firstName }: { firstName: string }) {
  const welcome = `Welcome, ${firstName || 'Admin'}!`;
  return (
    <header className="sticky top-0 z-40 bg-red-700 text-white shadow">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <div className="flex min-w-0 items-center gap-3">
          <Link
            href="/admin"
            aria-label="BotLens administration"
            className="rounded-control focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            <Logo inverted />
          </Link>
          <span className="inline-flex items-center gap-1 rounded-pill bg-white px-2.5 py-0.5 text-xs font-semibold text-red-700">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            Administrator
          </span>
        </div>
        <div className="hidden lg:block">
          <AdminLinks />
        </div>
        <div className="ml-auto hidden min-w-0 items-center gap-4 lg:flex">
          <p className="truncate text-sm font-medium">{welcome}</p>
          <LogoutLink className="hover:bg-red-800" />
        </div>
        <ResponsiveMenu
          breakpoint="lg"
          title={
            <>
              <Logo />
              <span className="sr-only"> administration menu</span>
            </>
          }
          description="Administration pages and signing out"
          triggerClassName="text-white hover:bg-red-800 hover:text-white focus-visible:ring-white focus-visible:ring-offset-red-700"
        >
          <ResponsiveMenuSection>
            <p className="px-3 text-sm font-medium">{welcome}</p>
          </ResponsiveMenuSection>
          <ResponsiveMenuSection>
            <AdminLinks inMenu />
          </ResponsiveMenuSection>
          <ResponsiveMenuSection>
            <LogoutLink className="w-full text-muted-foreground hover:bg-neutral-soft hover:text-foreground" />
          </ResponsiveMenuSection>
        </ResponsiveMenu>
      </div>
    </header>
  );
}
