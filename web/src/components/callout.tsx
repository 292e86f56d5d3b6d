import { CircleAlert, CircleCheck, Info, type LucideIcon, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export type CalloutTone = 'info' | 'success' | 'warning' | 'danger';

const TONES: Record<CalloutTone, { box: string; icon: LucideIcon; iconClassName: string }> = {
  info: { box: 'border-info-border bg-info-soft text-info-strong', icon: Info, iconClassName: 'text-info' },
  success: {
    box: 'border-success-border bg-success-soft text-success-strong',
    icon: CircleCheck,
    iconClassName: 'text-success',
  },
  warning: {
    box: 'border-warning-border bg-warning-soft text-warning-strong',
    icon: TriangleAlert,
    iconClassName: 'text-warning-strong',
  },
  danger: {
    box: 'border-danger-border bg-danger-soft text-danger-strong',
    icon: CircleAlert,
    iconClassName: 'text-danger',
  },
};

type CalloutProps = {
  tone: CalloutTone;
  title: ReactNode;
  /** Replaces the tone's own icon. */
  icon?: LucideIcon;
  /** 'alert' for a failure, 'status' for news that should be read out, 'note' for the rest. */
  role?: 'alert' | 'status' | 'note';
  /** A button or link: beside the text on a wide screen, under it on a phone. */
  action?: ReactNode;
  className?: string;
  children?: ReactNode;
};

/** A boxed message in a status colour: an error, a warning, a success, a piece of advice. */
export function Callout({ tone, title, icon, role, action, className, children }: CalloutProps) {
  const look = TONES[tone];
  const Icon = icon ?? look.icon;
  return (
    <div
      role={role}
      className={cn(
        'flex flex-col gap-3 rounded-card border p-4 text-sm sm:flex-row sm:items-center sm:justify-between',
        look.box,
        className,
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', look.iconClassName)} />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="font-semibold break-words">{title}</div>
          {children && <div className="space-y-1 break-words">{children}</div>}
        </div>
      </div>
      {action && <div className="shrink-0 pl-8 sm:pl-0">{action}</div>}
    </div>
  );
}
