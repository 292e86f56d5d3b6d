import { startFixtureSite } from './fixture-site-server';

/**
 * Sites that hold every answer until released, so that analyses of them are surely running. Several, since
 * one site is analysed once at a time.
 */
export async function startHeldSites(count: number) {
  const held: Array<() => void> = [];
  const sites = await Promise.all(
    Array.from({ length: count }, () =>
      startFixtureSite((_request, response) => {
        held.push(() => response.writeHead(200, { 'content-type': 'text/html' }).end('<p>late</p>'));
      }),
    ),
  );
  const heldAnswers = async (atLeast: number) => {
    while (held.length < atLeast) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  /** Answers every held request, and the later documents, until the analyses settle. */
  const releaseUntil = async <T>(running: Promise<T>): Promise<T> => {
    const releaser = setInterval(() => {
      for (const release of held.splice(0)) release();
    }, 5);
    try {
      return await running;
    } finally {
      clearInterval(releaser);
    }
  };
  return {
    domains: sites.map((site) => site.domain),
    heldAnswers,
    releaseUntil,
    close: () => Promise.all(sites.map((site) => site.close())),
  };
}
