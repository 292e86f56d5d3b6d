import { Link, useLocation } from 'wouter';
import { cn } from '@/lib/utils';
import { isPathActive } from './is-path-active';
import { MAIN_SIDEBAR_ITEMS, SECONDARY_SIDEBAR_ITEMS, type SidebarItem } from './sidebar-items';

type SidebarNavProps = {
  /** Called after a link is followed, so a drawer holding the navigation can close. */
  onNavigate?: () => void;
};

function SidebarLink({ item, active, onNavigate }: { item: SidebarItem; active: boolean } & SidebarNavProps) {
  const Icon = item.icon;
  return (
    <Link
      href={item.href}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
        active ? 'bg-blue-50 text-blue-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      <Icon aria-hidden="true" className={cn('size-4 shrink-0', active && 'text-blue-600')} />
      {item.label}
    </Link>
  );
}

export function SidebarNav({ onNavigate }: SidebarNavProps) {
  const [location] = useLocation();
  const renderItems = (items: readonly SidebarItem[]) => (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.href}>
          <SidebarLink item={item} active={isPathActive(location, item.href)} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );

  return (
    <nav aria-label="Main" className="flex flex-col gap-6 p-4">
      {renderItems(MAIN_SIDEBAR_ITEMS)}
      <div className="border-t pt-4">
        <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-wider text-slate-600">
          Account &amp; help
        </p>
        {renderItems(SECONDARY_SIDEBAR_ITEMS)}
      </div>
    </nav>
  );
}
