import type { SharedLink } from '@botlens/contracts';
import { Copy, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { copyWithToast } from '@/features/websites/copy-with-toast';
import { formatLocalDateTime } from '@/lib/format-time';
import { useRevokeSharedLinkMutation } from './use-revoke-shared-link-mutation';

/** One live link: its label, whether it asks for a password, its address with Copy, and Revoke. */
export function SharedLinkItem({ websiteId, link }: { websiteId: number; link: SharedLink }) {
  const revoke = useRevokeSharedLinkMutation(websiteId);
  return (
    <li className="grid gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 break-words font-medium">{link.label}</p>
        <Badge variant={link.passwordProtected ? 'info' : 'neutral'}>
          {link.passwordProtected ? 'Password' : 'No password'}
        </Badge>
      </div>
      <TextField
        id={`shared-link-url-${link.id}`}
        label="Address"
        value={link.url}
        readOnly
        spellCheck={false}
        onFocus={(event) => event.target.select()}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-600">Created {formatLocalDateTime(link.createdAt)}</p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => void copyWithToast(link.url, 'The shared link has been copied to your clipboard.')}
          >
            <Copy aria-hidden="true" />
            Copy<span className="sr-only"> link {link.label}</span>
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="destructive-outline" size="sm">
                <Trash2 aria-hidden="true" />
                Revoke<span className="sr-only"> {link.label}</span>
              </Button>
            }
            title={`Revoke “${link.label}”?`}
            description="Anyone who opens this link sees Not Found from now on, including visitors who already have it open. This cannot be undone."
            confirmLabel="Revoke link"
            pendingLabel="Revoking..."
            onConfirm={() => revoke.mutateAsync(link)}
          />
        </div>
      </div>
    </li>
  );
}
