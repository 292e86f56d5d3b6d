import { ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Logo } from './logo';
import { LogoutLink } from './logout-link';

/** Red so that an administrator never mistakes this session for an ordinary account. */
export function AdminHeader({ firstName }: { firstName: string }) {
  return (
    <header className="sticky top-0 z-40 bg-red-700 text-white shadow">
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 sm:px-6 lg:px-8">
        <div className="flex items-center gap-3">
          <Link
            href="/admin"
            aria-label="BotLens administration"
            className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            <Logo inverted />
          </Link>
          <span className="inline-flex items-center gap-1 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-red-700">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            Administrator
          </span>
        </div>
        <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-4">
          <p className="truncate text-sm font-medium">Welcome, {firstName || 'Admin'}!</p>
          <LogoutLink className="hover:bg-red-800" />
        </div>
      </div>
    </header>
  );
}
