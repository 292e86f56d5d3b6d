import type { User } from '@botlens/contracts';
import type { ReactNode } from 'react';
import { AnnouncementBar } from '@/features/site-content/announcement-bar';
import { SidebarNav } from './sidebar-nav';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { UserHeader } from './user-header';

export function UserShell({ user, children }: { user: User; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-100/30">
      <SkipLink />
      <AnnouncementBar />
      <UserHeader firstName={user.firstName} />
      <div className="flex">
        <aside className="sticky top-16 hidden h-[calc(100vh-4rem)] w-64 shrink-0 overflow-y-auto border-r bg-surface lg:block">
          <SidebarNav />
        </aside>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}
