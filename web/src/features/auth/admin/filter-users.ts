import type { User } from '@botlens/contracts';

/** Case-insensitive match on the e-mail address, first name, last name or full name. */
export function filterUsers<T extends User>(users: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...users];
  return users.filter((user) =>
    [user.email, user.firstName, user.lastName, `${user.firstName} ${user.lastName}`].some((value) =>
      value.toLowerCase().includes(needle),
    ),
  );
}
