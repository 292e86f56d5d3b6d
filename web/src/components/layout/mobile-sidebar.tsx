import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Logo } from './logo';
import { SidebarNav } from './sidebar-nav';

type MobileSidebarProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Tailwind's `lg` breakpoint, where the permanent sidebar takes over. */
const DESKTOP_QUERY = '(min-width: 64rem)';

/** On small screens the sidebar is a drawer: a modal dialog, so focus stays inside and Escape closes it. */
export function MobileSidebar({ open, onOpenChange }: MobileSidebarProps) {
  // A modal left open while the window widens would keep the page inert behind an invisible drawer.
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = () => {
      if (desktop.matches) onOpenChange(false);
    };
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, [onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-[fade-in_150ms_ease-out] bg-black/40 lg:hidden" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl focus:outline-none lg:hidden">
          <div className="flex h-16 items-center justify-between border-b px-4">
            <Dialog.Title asChild>
              <span>
                <Logo />
                <span className="sr-only"> navigation</span>
              </span>
            </Dialog.Title>
            <Dialog.Description className="sr-only">Pages of your BotLens account</Dialog.Description>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close navigation">
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <SidebarNav onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
