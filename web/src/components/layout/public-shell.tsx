import type { ReactNode } from 'react';
import { AnnouncementBar } from '@/features/site-content/announcement-bar';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

type PublicShellProps = {
  /** The current page's own links for the header's phone menu (see PublicHeader). */
  pageMenu?: ReactNode;
  children: ReactNode;
};

export function PublicShell({ pageMenu, children }: PublicShellProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <AnnouncementBar />
      <PublicHeader pageMenu={pageMenu} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
