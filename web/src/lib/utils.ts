import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/** Our design tokens (index.css), so that `rounded-lg` after `rounded-card` replaces it as it should. */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      radius: ['card', 'control', 'pill'],
      spacing: ['card', 'card-compact', 'cell-x', 'cell-y'],
    },
  },
});

/** Joins class names; later Tailwind classes win over conflicting earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
