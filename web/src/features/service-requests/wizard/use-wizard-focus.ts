import { useEffect, useRef } from 'react';

/**
 * Moves the focus after the next render, once the element exists: to the first refused field, or to the
 * heading of a step just opened, so keyboard and screen-reader users land where the change happened.
 */
export function useFocusAfterRender(): (elementId: string) => void {
  const target = useRef<string | null>(null);
  useEffect(() => {
    if (target.current === null) return;
    document.getElementById(target.current)?.focus();
    target.current = null;
  });
  return (elementId) => {
    target.current = elementId;
  };
}
