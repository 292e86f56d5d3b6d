import type { Website } from '@botlens/contracts';
import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent } from '@/components/ui/card';

type WebsiteNotFoundProps = {
  /** What the address asked for: 'the ID 42', 'the tracking ID bl_…'. */
  requested: string;
  websites: readonly Website[];
  /** The same screen for one of the user's websites. */
  hrefFor: (websiteId: number) => string;
};

/** The address names a website the user does not have: say so, and offer theirs instead of picking one. */
export function WebsiteNotFound({ requested, websites, hrefFor }: WebsiteNotFoundProps) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 p-10 text-center">
        <SearchX aria-hidden="true" className="size-10 text-slate-600" />
        <h2 className="text-lg font-semibold text-slate-900">Website not found</h2>
        <p className="max-w-prose break-words text-slate-700">
          None of your websites has {requested}. It may have been deleted, or belong to another account.
          Choose one of yours:
        </p>
        <ul aria-label="Your websites" className="flex w-full max-w-md flex-col gap-2">
          {websites.map((website) => {
            const label = `${website.name} (${website.domain})`;
            return (
              <li key={website.id} className="min-w-0">
                <Link
                  href={hrefFor(website.id)}
                  title={label}
                  className="block truncate rounded-md border px-4 py-2 text-left text-sm font-medium text-blue-700 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
                >
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
