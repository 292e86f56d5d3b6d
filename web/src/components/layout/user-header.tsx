import { Menu } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Logo } from './logo';
import { LogoutLink } from './logout-link';

type UserHeaderProps = {
  firstName: string;
  navigationOpen: boolean;
  onOpenNavigation: () => void;
};

export function UserHeader({ firstName, navigationOpen, onOpenNavigation }: UserHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="flex h-16 items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex items-center gap-2">
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Open navigation"
            aria-expanded={navigationOpen}
            onClick={onOpenNavigation}
          >
            <Menu aria-hidden="true" />
          </Button>
          <Link
            href="/"
            aria-label="BotLens home"
            className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          >
            <Logo compactOnMobile />
          </Link>
        </div>
        <div className="flex min-w-0 items-center gap-2 sm:gap-4">
          <p className="truncate text-sm font-medium text-slate-900">Welcome, {firstName || 'User'}!</p>
          <LogoutLink className="text-slate-600 hover:bg-slate-100 hover:text-slate-900" />
        </div>
      </div>
    </header>
  );
}
