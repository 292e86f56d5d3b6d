import type { BotType } from '@botlens/contracts';
import { Brain, type LucideIcon, Search, Shapes, Share2 } from 'lucide-react';

export type BotTypeLook = {
  /** For a chart's canvas, which cannot read CSS: equal to --color-bot-<type> in index.css (tested). */
  color: string;
  /** An outlined badge in the type's colour, its text dark enough for WCAG AA on the tinted ground. */
  badgeClassName: string;
  /** The square behind the type's icon on a card. */
  iconClassName: string;
  icon: LucideIcon;
};

/**
 * How each bot type looks everywhere: the dashboard's doughnut, the type cards, the badges in the tables,
 * the landing page's demo. Class names are written out in full so that Tailwind finds them.
 */
export const BOT_TYPE_PALETTE: Record<BotType, BotTypeLook> = {
  search_engine: {
    color: '#2563eb',
    badgeClassName: 'border-bot-search-engine/30 bg-bot-search-engine/10 text-bot-search-engine-strong',
    iconClassName: 'bg-bot-search-engine/10 text-bot-search-engine-strong',
    icon: Search,
  },
  ai_crawler: {
    color: '#9333ea',
    badgeClassName: 'border-bot-ai-crawler/30 bg-bot-ai-crawler/10 text-bot-ai-crawler-strong',
    iconClassName: 'bg-bot-ai-crawler/10 text-bot-ai-crawler-strong',
    icon: Brain,
  },
  social_media: {
    color: '#db2777',
    badgeClassName: 'border-bot-social-media/30 bg-bot-social-media/10 text-bot-social-media-strong',
    iconClassName: 'bg-bot-social-media/10 text-bot-social-media-strong',
    icon: Share2,
  },
  other: {
    color: '#64748b',
    badgeClassName: 'border-bot-other/30 bg-bot-other/10 text-bot-other-strong',
    iconClassName: 'bg-bot-other/15 text-bot-other-strong',
    icon: Shapes,
  },
};

/** The look of a type as the server names it; a type this client does not know looks like 'other'. */
export function botTypeLook(type: string): BotTypeLook {
  return Object.hasOwn(BOT_TYPE_PALETTE, type) ? BOT_TYPE_PALETTE[type as BotType] : BOT_TYPE_PALETTE.other;
}

/** A palette colour made see-through, for the fill under a chart's line: '#9333ea' at 0.12 → '#9333ea1f'. */
export function withAlpha(hex: string, alpha: number): string {
  const byte = Math.round(Math.min(1, Math.max(0, alpha)) * 255);
  return `${hex}${byte.toString(16).padStart(2, '0')}`;
}
