import type { Website } from '@botlens/contracts';
import { Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { copyWithToast } from '@/features/websites/copy-with-toast';
import { useRotateIngestKeyMutation } from '@/features/websites/use-rotate-ingest-key-mutation';

/** Asks first (the old key stops at once), then shows the new key once, with a copy button. */
export function RotateKeyAction({ website }: { website: Website }) {
  const rotate = useRotateIngestKeyMutation(website.id);
  const [newKey, setNewKey] = useState<string | null>(null);
  return (
    <>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm">
            <RefreshCw aria-hidden="true" />
            Rotate key<span className="sr-only"> of {website.name}</span>
          </Button>
        }
        title={`Rotate the ingest key of ${website.name}?`}
        description="A new key is created and the current one stops working at once. Every middleware, worker or log import using the old key is refused until you update it with the new key."
        confirmLabel="Rotate key"
        pendingLabel="Rotating..."
        onConfirm={async () => setNewKey((await rotate.mutateAsync()).ingestKey)}
      />
      <Dialog open={newKey !== null} onOpenChange={(open) => !open && setNewKey(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>New ingest key</DialogTitle>
            <DialogDescription>
              Copy it now into your server's environment. It stays on the website's Embed Code page, for you
              alone.
            </DialogDescription>
          </DialogHeader>
          <TextField
            id={`new-ingest-key-${website.id}`}
            label={`Ingest key of ${website.name}`}
            value={newKey ?? ''}
            readOnly
            spellCheck={false}
            className="font-mono"
            onFocus={(event) => event.target.select()}
          />
          <DialogFooter>
            <Button
              onClick={() =>
                newKey && void copyWithToast(newKey, 'The new ingest key has been copied to your clipboard.')
              }
            >
              <Copy aria-hidden="true" />
              Copy key
            </Button>
            <Button variant="outline" onClick={() => setNewKey(null)}>
              Done
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
