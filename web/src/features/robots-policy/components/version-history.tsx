import type { RobotsPolicyVersion } from '@botlens/contracts';
import { Eye } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatLocalDateTime } from '@/lib/format-time';

type VersionHistoryProps = {
  versions: readonly RobotsPolicyVersion[];
  inForce: number;
  /** The version whose outputs are shown; undefined for the one in force. */
  viewed: number | undefined;
  onView: (version: number | undefined) => void;
};

/**
 * Every saved version, newest first: who saved it, when, and a way to see what it produced. A list rather
 * than a table: it sits in a narrow column beside the editor, and each entry reads as one sentence.
 */
export function VersionHistory({ versions, inForce, viewed, onView }: VersionHistoryProps) {
  if (versions.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">Nothing saved yet: the default policy is in force.</p>
    );
  }
  const shown = viewed ?? inForce;
  return (
    <ol className="max-h-96 divide-y overflow-y-auto rounded-control border" aria-label="Saved versions">
      {versions.map((entry) => (
        <li key={entry.version} className="flex items-start justify-between gap-3 px-3 py-2.5 text-sm">
          <div className="min-w-0 space-y-0.5">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              Version {entry.version}
              {entry.version === inForce && <Badge variant="success">In force</Badge>}
            </p>
            <p className="text-muted-foreground">{formatLocalDateTime(entry.createdAt) ?? entry.createdAt}</p>
            <p className="break-all text-muted-foreground">by {entry.createdBy ?? 'a deleted account'}</p>
          </div>
          {entry.version === shown ? (
            <span className="shrink-0 pt-0.5 text-muted-foreground">Shown</span>
          ) : (
            <Button
              variant="outline"
              size="sm"
              className="shrink-0"
              onClick={() => onView(entry.version === inForce ? undefined : entry.version)}
            >
              <Eye aria-hidden="true" />
              View<span className="sr-only"> version {entry.version}</span>
            </Button>
          )}
        </li>
      ))}
    </ol>
  );
}
