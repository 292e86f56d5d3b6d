import type { DataTableColumn } from '@/components/ui/data-table';
import { formatNumber } from '@/features/analytics/analytics-format';

type CountedBot = { name: string; operator: string; purpose: string; hits: number };

/** The first columns of every per-bot table of the studio: who the bot is, and its hits in the window. */
export function botColumns<T extends CountedBot>(): DataTableColumn<T>[] {
  return [
    { id: 'name', header: 'Bot', isRowHeader: true, cell: (bot) => bot.name, sortValue: (bot) => bot.name },
    { id: 'operator', header: 'Operator', cell: (bot) => bot.operator },
    { id: 'purpose', header: 'Purpose', cell: (bot) => bot.purpose },
    {
      id: 'hits',
      header: 'Hits',
      align: 'right',
      cell: (bot) => formatNumber(bot.hits),
      sortValue: (bot) => bot.hits,
      sortFirst: 'desc',
    },
  ];
}
