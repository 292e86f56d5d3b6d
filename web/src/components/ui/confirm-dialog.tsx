import { type ReactNode, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';
import { Button } from './button';

type ConfirmDialogProps = {
  /** The button that opens the question. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Said on the confirm button while the action runs: 'Deleting...'. */
  pendingLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for what cannot be undone (the default: that is what confirmations are for). */
  destructive?: boolean;
  /**
   * The action. The dialog stays open, its buttons disabled, until the returned promise settles; it closes
   * when it resolves and stays open when it rejects, so the person can read the error and try again.
   */
  onConfirm: () => unknown;
  /** Pending from outside (a mutation's isPending), when the action's promise is not what tells it. */
  pending?: boolean;
};

/**
 * Asks before something that cannot be undone: a delete, a rotation. An alert dialog, so it must be
 * answered (no closing by a click outside), and Cancel takes the focus first.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  destructive = true,
  onConfirm,
  pending,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const busy = pending ?? running;

  const confirm = () => {
    setRunning(true);
    Promise.resolve()
      .then(onConfirm)
      .then(
        () => setOpen(false),
        // The action reports its own failure (a toast); the question stays for another try.
        () => undefined,
      )
      .finally(() => setRunning(false));
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          {/* Not AlertDialogAction: that would close the dialog before the answer is known. */}
          <Button variant={destructive ? 'destructive' : 'default'} disabled={busy} onClick={confirm}>
            {busy && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
