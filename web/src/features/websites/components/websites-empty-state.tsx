import { Globe, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

export function WebsitesEmptyState({ onAddWebsite }: { onAddWebsite: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 p-10 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-blue-50 text-blue-700">
          <Globe aria-hidden="true" className="size-7" />
        </span>
        <div className="space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">No websites yet</h2>
          <p className="max-w-md text-slate-600">
            Add a website, install the tracking code, and see which bots and AI crawlers read your pages.
          </p>
        </div>
        <Button onClick={onAddWebsite}>
          <Plus aria-hidden="true" />
          Add Your First Website
        </Button>
      </CardContent>
    </Card>
  );
}
