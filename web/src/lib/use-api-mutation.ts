import { type UseMutationOptions, type UseMutationResult, useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { type ApiError, errorMessage, toApiError } from './api';

/** The destructive toast of a failed change: a title of its own, and by default the server's words. */
export type ErrorToast = {
  title: string;
  description?: string | ((error: ApiError) => string);
};

type ApiMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, ApiError, TVariables>,
  'mutationFn' | 'onError'
> & {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The toast shown when the change fails, or false when the caller shows the failure itself. */
  errorToast: ErrorToast | false;
};

export function showErrorToast(errorToast: ErrorToast, error: ApiError): void {
  const { title, description } = errorToast;
  toast({
    title,
    description:
      typeof description === 'function' ? description(error) : (description ?? errorMessage(error)),
    variant: 'destructive',
  });
}

/**
 * A change through the api: failures are ApiErrors (a network failure too) and, unless errorToast is false,
 * a destructive toast says what failed. No onError here: it would replace the client's default handler,
 * which logs every failed change; per-call onError (mutate(variables, { onError })) still runs.
 */
export function useApiMutation<TData, TVariables = void>({
  mutationFn,
  errorToast,
  onSettled,
  ...options
}: ApiMutationOptions<TData, TVariables>): UseMutationResult<TData, ApiError, TVariables> {
  return useMutation<TData, ApiError, TVariables>({
    ...options,
    mutationFn: async (variables) => {
      try {
        return await mutationFn(variables);
      } catch (error) {
        throw toApiError(error);
      }
    },
    onSettled: (...args) => {
      const error = args[1];
      if (error && errorToast) showErrorToast(errorToast, error);
      return onSettled?.(...args);
    },
  });
}
