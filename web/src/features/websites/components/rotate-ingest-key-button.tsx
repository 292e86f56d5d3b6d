import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRotateIngestKeyMutation } from '../use-rotate-ingest-key-mutation';

/** Rotation breaks every middleware using the old key at once, so it asks first. */
export function RotateIngestKeyButton({ websiteId }: { websiteId: number }) {
  const rotate = useRotateIngestKeyMutation(websiteId);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive-outline" size="sm">
          <RefreshCw aria-hidden="true" />
          Rotate key
        </Button>
      }
      title="Rotate the ingest key?"
      description="A new key is created and the current one stops working at once. Every middleware, worker or log import using the old key is refused until you update it with the new key."
      confirmLabel="Rotate key"
      pendingLabel="Rotating..."
      onConfirm={() => rotate.mutateAsync()}
    />
  );
}
