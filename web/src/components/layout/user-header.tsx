import { Link } from 'wouter';
import { ResponsiveMenu } from '@/components/ui/responsive-menu';
import { Logo } from './logo';
import { LogoutLink } from './logout-link';
import { SidebarNav } from './sidebar-nav';

/** Below `lg` the sidebar's links move into the menu, opened from the left where the sidebar stands. */
export function UserHeader({ firstName }: { firstName: string }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <div className="flex h-16 items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex items-center gap-2">
          <ResponsiveMenu
            breakpoint="lg"
            side="left"
            title={
              <>
                <Logo />
                <span className="sr-only"> menu</span>
              </>
            }
            description="Pages of your BotLens account"
          >
            <SidebarNav />
          </ResponsiveMenu>
          <Link
            href="/"
            aria-label="BotLens home"
            className="rounded-control focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Logo compactOnMobile />
          </Link>
        </div>
        <div className="flex min-w-0 items-center gap-2 sm:gap-4">
          <p className="truncate text-sm font-medium text-foreground">Welcome, {firstName || 'User'}!</p>
          <LogoutLink className="text-muted-foreground hover:bg-neutral-soft hover:text-foreground" />
        </div>
      </div>
    </header>
  );
}
