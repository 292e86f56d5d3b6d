// The distinct user agents the classify benchmark feeds both classifiers: our corpus, every example of
// crawler-user-agents (bots the registry knows and many it does not), and browsers of varied versions.
import { crawlerUserAgentInstances } from '../server/src/test-support/crawler-user-agents-registry';
import { USER_AGENT_CORPUS } from '../server/src/test-support/user-agent-corpus';

const PLATFORMS = [
  'Windows NT 10.0; Win64; x64',
  'Macintosh; Intel Mac OS X 10_15_7',
  'X11; Linux x86_64',
  'Linux; Android 14; Pixel 8',
  'Linux; Android 13; SM-S918B',
  'Linux; Android 10; K',
];
const IOS_VERSIONS = ['15_8', '16_7_10', '17_6_1', '18_1', '18_3_2'];

/** Browsers people use, each with a different version so that none repeats. */
function syntheticBrowsers(count: number): string[] {
  const agents: string[] = [];
  for (let i = 0; agents.length < count; i++) {
    const platform = PLATFORMS[i % PLATFORMS.length];
    const major = 90 + (i % 45);
    const build = 4000 + i;
    const patch = i % 200;
    const mobile = platform?.includes('Android') ? 'Mobile ' : '';
    const chrome = `Mozilla/5.0 (${platform}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.${build}.${patch} ${mobile}Safari/537.36`;
    const ios = IOS_VERSIONS[i % IOS_VERSIONS.length] ?? '18_1';
    agents.push(
      chrome,
      `${chrome} Edg/${major}.0.${build + 7}.${patch}`,
      `Mozilla/5.0 (${platform}; rv:${major + 20}.${i % 10}) Gecko/20100101 Firefox/${major + 20}.${i % 10}.${i}`,
      `Mozilla/5.0 (iPhone; CPU iPhone OS ${ios} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${ios.split('_')[0]}.${i % 7} Mobile/15E${148 + i} Safari/604.1`,
    );
  }
  return agents.slice(0, count);
}

export function distinctUserAgents(browsers = 3000): string[] {
  return [
    ...new Set([
      ...USER_AGENT_CORPUS.map((entry) => entry.userAgent),
      ...crawlerUserAgentInstances(),
      ...syntheticBrowsers(browsers),
    ]),
  ];
}
