import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteSourceListMutation } from '../use-website-import-queries';

/** Deletes every website of one source list, after saying how many that is. */
export function DeleteSourceButton({
  sourceList,
  count,
  onDeleted,
}: {
  sourceList: string;
  count: number;
  onDeleted: () => void;
}) {
  const remove = useDeleteSourceListMutation();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={count === 0}>
          <Trash2 aria-hidden="true" />
          Delete source “{sourceList}”
        </Button>
      }
      title={`Delete all websites of “${sourceList}”?`}
      description={`This deletes ${count.toLocaleString('en-US')} ${count === 1 ? 'website' : 'websites'} and all their data. This action cannot be undone.`}
      confirmLabel={`Delete ${count.toLocaleString('en-US')}`}
      pendingLabel="Deleting..."
      onConfirm={async () => {
        await remove.mutateAsync(sourceList);
        onDeleted();
      }}
    />
  );
}
