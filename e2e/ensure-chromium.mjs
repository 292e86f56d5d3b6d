// The end-to-end tests drive Debian's Chromium; a test tool's own browser download fails on our machines.
// Install the package when we can (root on Debian), otherwise say how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `Chromium is missing (${CHROMIUM}). Install Debian's package and run the tests again:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium',
    );
    process.exit(1);
  }
  console.error('Chromium is missing; installing Debian\'s "chromium" package...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env,
  });
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
}
