import type { User } from '@botlens/contracts';
import { useQuery } from '@tanstack/react-query';

export const USER_QUERY_KEY = ['/api/user'] as const;

/** The signed-in user, or null when signed out (the default query function turns a 401 into null). */
export function useUserQuery() {
  return useQuery<User | null>({ queryKey: USER_QUERY_KEY });
}
