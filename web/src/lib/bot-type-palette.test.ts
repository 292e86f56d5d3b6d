import { readFileSync } from 'node:fs';
import { BOT_TYPES } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import { BOT_TYPE_PALETTE, botTypeLook, withAlpha } from './bot-type-palette';

const css = readFileSync(new URL('../index.css', import.meta.url), 'utf8');

describe('the bot-type palette', () => {
  it('has a look for every bot type, each colour its own', () => {
    expect(Object.keys(BOT_TYPE_PALETTE).sort()).toEqual([...BOT_TYPES].sort());
    const colors = BOT_TYPES.map((type) => BOT_TYPE_PALETTE[type].color);
    expect(new Set(colors).size).toBe(BOT_TYPES.length);
  });

  it('gives charts the same colours as the CSS tokens that badges use', () => {
    for (const type of BOT_TYPES) {
      const token = `--color-bot-${type.replaceAll('_', '-')}`;
      const declared = css.match(new RegExp(`${token}:\\s*(#[0-9a-f]{6});`, 'i'))?.[1];
      expect(declared, token).toBe(BOT_TYPE_PALETTE[type].color);
      // Every class the badge uses names this type's token, so Tailwind generates it from the same colour.
      expect(BOT_TYPE_PALETTE[type].badgeClassName).toContain(`bot-${type.replaceAll('_', '-')}`);
    }
  });

  it('treats a type it does not know as other', () => {
    expect(botTypeLook('monitoring')).toBe(BOT_TYPE_PALETTE.other);
    expect(botTypeLook('toString')).toBe(BOT_TYPE_PALETTE.other);
  });

  it('writes a colour with its opacity as eight hex digits', () => {
    expect(withAlpha('#9333ea', 0.12)).toBe('#9333ea1f');
    expect(withAlpha('#2563eb', 1)).toBe('#2563ebff');
  });
});
