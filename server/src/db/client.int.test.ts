import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseOpenError, openPglite } from './client';

describe('opening the embedded database', () => {
  const folder = mkdtempSync(join(tmpdir(), 'botlens-open-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses a data directory that is a file, saying so', async () => {
    const file = join(folder, 'pgdata');
    writeFileSync(file, 'not a database');
    const error = await openPglite(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseOpenError);
    expect((error as Error).message).toBe(
      `${file} is a file, not a folder; the embedded database needs a folder.`,
    );
  });
});
