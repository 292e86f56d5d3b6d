import type { AdminUser } from '@botlens/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteUserMutation } from './use-admin-user-mutations';
import { UserFormDialog } from './user-form-dialog';
import { UserPasswordDialog } from './user-password-dialog';

function DeleteUserAction({ user }: { user: AdminUser }) {
  const remove = useDeleteUserMutation(user.id);
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="destructive" aria-label={`Delete ${user.email}`}>
          Delete
        </Button>
      }
      title="Delete user?"
      description={`Delete ${user.email}? All of their websites and data are removed. This action cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={() => remove.mutateAsync()}
    />
  );
}

/** Edit, Password and Delete; the reserved administrator has no Delete (part 2, Users tab). */
export function UserRowActions({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      <UserFormDialog
        user={user}
        trigger={
          <Button size="sm" variant="outline" aria-label={`Edit ${user.email}`}>
            Edit
          </Button>
        }
      />
      <UserPasswordDialog user={user} />
      {!user.reservedAdmin && !isSelf && <DeleteUserAction user={user} />}
    </div>
  );
}
