import { type AdminCreateUserRequest, type AdminUpdateUserRequest, adminUser } from '@botlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { sendApi } from '@/lib/api';
import { apiPath, apiQueryKey } from '@/lib/api-url';
import { useApiMutation } from '@/lib/use-api-mutation';

const USERS = '/api/admin/users';

/** Part 2 §7: after an admin change the lists and figures it touches are read again (and the log). */
export function useRefreshAdminUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [USERS, '/api/admin/stats', '/api/admin/activity'].map((path) =>
        queryClient.invalidateQueries({ queryKey: apiQueryKey(path) }),
      ),
    );
}

/** Part 2 §8: 'User created' / 'Error creating user'. */
export function useCreateUserMutation() {
  const refresh = useRefreshAdminUsers();
  return useApiMutation({
    mutationFn: (body: AdminCreateUserRequest) => sendApi('POST', USERS, body, adminUser),
    errorToast: { title: 'Error creating user' },
    onSuccess: () => {
      toast({ title: 'User created' });
      return refresh();
    },
  });
}

/** 'User updated' / 'Error updating user'. */
export function useUpdateUserMutation(userId: number) {
  const refresh = useRefreshAdminUsers();
  return useApiMutation({
    mutationFn: (body: AdminUpdateUserRequest) => sendApi('PUT', apiPath(USERS, userId), body, adminUser),
    errorToast: { title: 'Error updating user' },
    onSuccess: () => {
      toast({ title: 'User updated' });
      return refresh();
    },
  });
}

/** 'Password changed' / 'Error changing password'. */
export function useSetUserPasswordMutation(userId: number) {
  const refresh = useRefreshAdminUsers();
  return useApiMutation({
    mutationFn: (password: string) => sendApi<null>('PUT', apiPath(USERS, userId, 'password'), { password }),
    errorToast: { title: 'Error changing password' },
    onSuccess: () => {
      toast({ title: 'Password changed' });
      return refresh();
    },
  });
}

/** 'User deleted' / 'Error deleting user'. */
export function useDeleteUserMutation(userId: number) {
  const refresh = useRefreshAdminUsers();
  return useApiMutation({
    mutationFn: () => sendApi<null>('DELETE', apiPath(USERS, userId)),
    errorToast: { title: 'Error deleting user' },
    onSuccess: () => {
      toast({ title: 'User deleted' });
      return refresh();
    },
  });
}
