import { type ScoreBand, scoreBand } from '@botlens/contracts';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { TONE_STYLES } from '../audit-bands';

/** Part 2 §4: the band's badge; 90 or more shows Excellent beside High-Performance. */
export function ScoreBadges({ score, className }: { score: number; className?: string }) {
  const band = scoreBand(score);
  const labels: ScoreBand['label'][] =
    band.label === 'Excellent' ? ['High-Performance', 'Excellent'] : [band.label];
  return (
    <span className={cn('flex flex-wrap gap-1.5', className)}>
      {labels.map((label) => (
        <Badge key={label} variant={TONE_STYLES[band.tone].badge}>
          {label}
        </Badge>
      ))}
    </span>
  );
}

type ScoreMeterProps = { score: number; size?: 'lg' | 'sm'; className?: string };

/** The score out of 100 with a bar in the band's colour. */
export function ScoreMeter({ score, size = 'lg', className }: ScoreMeterProps) {
  const tone = TONE_STYLES[scoreBand(score).tone];
  return (
    <div className={cn('space-y-2', className)}>
      <p className="flex items-baseline gap-1">
        <span
          className={cn('font-extrabold tabular-nums', tone.text, size === 'lg' ? 'text-5xl' : 'text-2xl')}
        >
          {score}
        </span>
        <span className="text-sm font-medium text-slate-600">/ 100</span>
      </p>
      <Progress
        value={score}
        aria-label={`AI readiness score: ${score} of 100`}
        className={cn(tone.bar, size === 'sm' && 'h-1.5')}
      />
    </div>
  );
}
