import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Client-side navigation keeps the scroll position; a new page should start at its top. */
export function ScrollToTop() {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run when the location changes
  useEffect(() => {
    // Braces matter: Chromium's scrollTo may return a promise, which React would take for a cleanup function.
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}
