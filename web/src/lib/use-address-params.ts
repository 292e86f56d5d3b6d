import { useSearchParams } from 'wouter';

/**
 * The address's query and a setter that changes some of its names in place (the history entry replaced, so
 * Back leaves the screen rather than stepping through filters). Undefined values are left as they are.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) if (value !== undefined) next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return { params, setParams, update };
}
