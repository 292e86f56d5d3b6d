import type { GeneratedRobots } from './generate-robots-txt';

/** How many bots (and user agents) a group's explanation names before it says "and N more". */
const NAMED_PER_GROUP = 12;

function namedList(names: readonly string[]): string {
  const more = names.length > NAMED_PER_GROUP ? ` and ${names.length - NAMED_PER_GROUP} more` : '';
  return `${names.slice(0, NAMED_PER_GROUP).join(', ')}${more}`;
}

/**
 * A generated robots.txt in words, group by group: which bots it speaks to (their operator and purpose),
 * what it tells them and why; then the blocked bots robots.txt cannot reach.
 */
export function explainRobots(generated: GeneratedRobots, liveNote: string): string {
  const paragraphs = [liveNote];
  for (const group of generated.groups) {
    const verb = group.decision === 'block' ? 'Blocks' : 'Allows';
    const agents = group.userAgents.includes('*') ? 'every other crawler' : namedList(group.userAgents);
    const named = group.bots
      .slice(0, NAMED_PER_GROUP)
      .map((bot) => `${bot.name} (${bot.operator}, ${bot.purpose})`)
      .join('; ');
    const more =
      group.bots.length > NAMED_PER_GROUP ? ` and ${group.bots.length - NAMED_PER_GROUP} more` : '';
    paragraphs.push(`${verb} ${agents} — ${group.reason}.${named ? ` Covers ${named}${more}.` : ''}`);
  }
  if (generated.notControllable.length > 0) {
    const names = generated.notControllable.map((bot) => `${bot.name} (${bot.operator})`).join(', ');
    paragraphs.push(
      `Not stopped by robots.txt, as their operators document no token: ${names}. Block them with server rules.`,
    );
  }
  return paragraphs.join('\n\n');
}
