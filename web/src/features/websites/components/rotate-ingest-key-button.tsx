import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useRotateIngestKeyMutation } from '../use-rotate-ingest-key-mutation';

/** Rotation breaks every middleware using the old key at once, so it asks first. */
export function RotateIngestKeyButton({ websiteId }: { websiteId: number }) {
  const [open, setOpen] = useState(false);
  const rotate = useRotateIngestKeyMutation(websiteId);

  return (
    <AlertDialog open={open} onOpenChange={(next) => !rotate.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-red-700 hover:bg-red-50">
          <RefreshCw aria-hidden="true" />
          Rotate key
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Rotate the ingest key?</AlertDialogTitle>
        <AlertDialogDescription>
          A new key is created and the current one stops working at once. Every middleware, worker or log
          import using the old key is refused until you update it with the new key.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={rotate.isPending}>Cancel</AlertDialogCancel>
          {/* Not AlertDialogAction: that would close the dialog before the answer is known. */}
          <Button
            variant="destructive"
            disabled={rotate.isPending}
            onClick={() => rotate.mutate(undefined, { onSuccess: () => setOpen(false) })}
          >
            {rotate.isPending ? 'Rotating...' : 'Rotate key'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
