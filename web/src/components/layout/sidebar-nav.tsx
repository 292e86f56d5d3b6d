import { Link, useLocation } from 'wouter';
import { cn } from '@/lib/utils';
import { isPathActive } from './is-path-active';
import { MAIN_SIDEBAR_ITEMS, SECONDARY_SIDEBAR_ITEMS, type SidebarItem } from './sidebar-items';

function SidebarLink({ item, active }: { item: SidebarItem; active: boolean }) {
  const Icon = item.icon;
  return (
    <Link
      href={item.href}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        active
          ? 'bg-primary-soft text-primary-strong'
          : 'text-muted-foreground hover:bg-neutral-soft hover:text-foreground',
      )}
    >
      <Icon aria-hidden="true" className={cn('size-4 shrink-0', active && 'text-primary')} />
      {item.label}
    </Link>
  );
}

/** The account's pages: the permanent sidebar on a wide screen, the menu's content on a narrow one. */
export function SidebarNav() {
  const [location] = useLocation();
  const renderItems = (items: readonly SidebarItem[]) => (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.href}>
          <SidebarLink item={item} active={isPathActive(location, item.href)} />
        </li>
      ))}
    </ul>
  );

  return (
    <nav aria-label="Main" className="flex flex-col gap-6 p-4">
      {renderItems(MAIN_SIDEBAR_ITEMS)}
      <div className="border-t pt-4">
        <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
          Account &amp; help
        </p>
        {renderItems(SECONDARY_SIDEBAR_ITEMS)}
      </div>
    </nav>
  );
}
