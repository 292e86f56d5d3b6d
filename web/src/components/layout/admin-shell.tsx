import type { User } from '@botlens/contracts';
import type { ReactNode } from 'react';
import { AdminHeader } from './admin-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

export function AdminShell({ user, children }: { user: User; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-100/30">
      <SkipLink />
      <AdminHeader firstName={user.firstName} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
    </div>
  );
}
