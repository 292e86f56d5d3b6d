import { cn } from '@/lib/utils';

type LogoProps = {
  className?: string;
  inverted?: boolean;
  /** Show only the mark on phones, where the header needs the room. */
  compactOnMobile?: boolean;
};

/** The lens mark of the favicon next to the product name. */
export function Logo({ className, inverted = false, compactOnMobile = false }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-7 shrink-0">
        <rect width="32" height="32" rx="7" className={inverted ? 'fill-white' : 'fill-blue-600'} />
        <circle
          cx="16"
          cy="16"
          r="7"
          fill="none"
          strokeWidth="3"
          className={inverted ? 'stroke-red-600' : 'stroke-white'}
        />
        <circle cx="16" cy="16" r="2.5" className={inverted ? 'fill-red-600' : 'fill-white'} />
      </svg>
      <span className={cn(compactOnMobile && 'hidden sm:inline')}>BotLens</span>
    </span>
  );
}
