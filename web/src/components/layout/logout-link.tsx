import { LogOut } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A plain link on purpose: the server ends the session and redirects, so the whole app reloads signed out. */
export function LogoutLink({ className }: { className?: string }) {
  return (
    <a
      href="/api/logout"
      className={cn(
        'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-current',
        className,
      )}
    >
      <LogOut aria-hidden="true" className="size-4" />
      Logout
    </a>
  );
}
