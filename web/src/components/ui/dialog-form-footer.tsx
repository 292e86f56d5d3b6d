import { Button } from './button';
import { DialogClose, DialogFooter } from './dialog';

/**
 * The footer of a dialog's form: a button that closes the dialog without saving, and the submit button, which
 * says what is happening and cannot be pressed twice while the request runs.
 */
export function DialogFormFooter({
  submitLabel,
  pendingLabel,
  pending,
  closeLabel = 'Cancel',
}: {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  closeLabel?: string;
}) {
  return (
    <DialogFooter className="mt-2">
      <DialogClose asChild>
        <Button variant="outline">{closeLabel}</Button>
      </DialogClose>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
