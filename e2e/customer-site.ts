import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from '@playwright/test';

/**
 * A customer's website on this machine for the journeys that install the snippet: every path answers with
 * the page the test last set. Started before the file's tests and closed after them.
 */
export function customerSite(initialPage: string): { origin: () => string; setPage: (html: string) => void } {
  let page = initialPage;
  let origin = '';
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  test.beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    origin: () => origin,
    setPage: (html) => {
      page = html;
    },
  };
}
