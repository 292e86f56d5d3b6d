import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { cn } from '@/lib/utils';
import { Button } from './button';

/** Where the page shows its navigation inline and the menu button goes (Tailwind's breakpoints). */
type Breakpoint = 'sm' | 'md' | 'lg';

const WIDE_QUERY: Record<Breakpoint, string> = {
  sm: '(min-width: 40rem)',
  md: '(min-width: 48rem)',
  lg: '(min-width: 64rem)',
};
// Written out in full so that Tailwind finds them.
const HIDDEN_FROM: Record<Breakpoint, string> = { sm: 'sm:hidden', md: 'md:hidden', lg: 'lg:hidden' };

type ResponsiveMenuProps = {
  breakpoint: Breakpoint;
  /** The drawer slides in from this side: the side its button is on. */
  side?: 'left' | 'right';
  /** The drawer's heading (the logo, say); it names the dialog, so add screen-reader words if needed. */
  title: ReactNode;
  /** What the menu holds, for screen readers: 'Pages of your BotLens account'. */
  description: string;
  /** Colours of the button on a header that is not white. */
  triggerClassName?: string;
  children: ReactNode;
};

/**
 * The one menu button of a narrow screen and the drawer it opens. A modal dialog, so focus stays inside and
 * Escape closes it; following a link inside closes it too, and so does widening the window past the
 * breakpoint, where the page shows the same links inline.
 */
export function ResponsiveMenu({
  breakpoint,
  side = 'right',
  title,
  description,
  triggerClassName,
  children,
}: ResponsiveMenuProps) {
  const [open, setOpen] = useState(false);

  // A modal left open while the window widens would keep the page inert behind an invisible drawer.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_QUERY[breakpoint]);
    const closeWhenWide = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [breakpoint]);

  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Open menu"
          className={cn(HIDDEN_FROM[breakpoint], triggerClassName)}
        >
          <Menu aria-hidden="true" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay
          className={cn(
            'fixed inset-0 z-50 animate-[fade-in_150ms_ease-out] bg-black/40',
            HIDDEN_FROM[breakpoint],
          )}
        />
        <Dialog.Content
          onClick={closeOnLink}
          className={cn(
            'fixed inset-y-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-surface text-foreground shadow-xl focus:outline-none',
            side === 'left' ? 'left-0' : 'right-0',
            HIDDEN_FROM[breakpoint],
          )}
        >
          <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b px-4">
            <Dialog.Title asChild>
              <span className="min-w-0">{title}</span>
            </Dialog.Title>
            <Dialog.Description className="sr-only">{description}</Dialog.Description>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A titled group of links inside the drawer. */
export function ResponsiveMenuSection({
  title,
  className,
  children,
}: {
  title?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('border-b p-4 last:border-b-0', className)}>
      {title && (
        <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
          {title}
        </p>
      )}
      {children}
    </div>
  );
}
