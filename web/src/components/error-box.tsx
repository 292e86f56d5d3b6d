import type { ReactNode } from 'react';
import { Callout } from './callout';

type ErrorBoxProps = {
  /** What went wrong, in a few words: 'Could not load users', 'Analysis Failed'. */
  title: ReactNode;
  /** The details: the server's words, what to do next. */
  children?: ReactNode;
  /** A way out, such as a Try again button. */
  action?: ReactNode;
  className?: string;
};

/**
 * The one way a screen shows that something failed: announced at once (role alert), in the danger colours,
 * the title first and the details under it. Reads go through LoadError, which adds Try again.
 */
export function ErrorBox({ title, children, action, className }: ErrorBoxProps) {
  return (
    <Callout tone="danger" role="alert" title={title} action={action} className={className}>
      {children}
    </Callout>
  );
}
