import { Megaphone, X } from 'lucide-react';
import { useState } from 'react';
import { ContentHtml } from './content-html';
import { usePublicContentQuery } from './use-site-content-queries';

const DISMISSED_KEY = 'botlens.announcement.dismissed';

function dismissedVersion(): number | null {
  try {
    const value = window.localStorage.getItem(DISMISSED_KEY);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

/**
 * The Feature Announcements block, above the public and signed-in pages while it has text. Dismissing it
 * hides that version in this browser; the next saved version shows again.
 */
export function AnnouncementBar() {
  const announcement = usePublicContentQuery().data?.['feature-announcements'];
  const [dismissed, setDismissed] = useState(dismissedVersion);
  if (!announcement || announcement.html === '' || dismissed === announcement.version) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, String(announcement.version));
    } catch {
      // Private browsing without storage: hidden for this page view only.
    }
    setDismissed(announcement.version);
  };
  return (
    <section aria-label="Announcement" className="border-b border-blue-200 bg-blue-50 text-blue-950">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <Megaphone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-700" />
        <ContentHtml
          html={announcement.html}
          className="min-w-0 flex-1 break-words [&_a]:font-medium [&_a]:text-blue-800 [&_h1]:font-semibold [&_h2]:font-semibold [&_p]:inline"
        />
        <button
          type="button"
          onClick={dismiss}
          className="rounded p-0.5 text-blue-800 hover:bg-blue-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label="Dismiss announcement"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  );
}
