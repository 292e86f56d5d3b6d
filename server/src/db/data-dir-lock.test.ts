import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  it('writes our pid and removes it on release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'botlens.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'botlens.pid'))).toBe(false);
  });

  it('refuses a directory held by a live process and says how to recover', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    // The parent of this test process is alive for as long as the test runs.
    writeFileSync(join(dir, 'botlens.pid'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another BotLens process.*delete .*botlens\.pid/s);
  });

  it('takes over a pid file left by a process that no longer exists', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, 'botlens.pid'), '2147483646');
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'botlens.pid'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over an unreadable pid file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, 'botlens.pid'), 'garbage');
    lockDataDir(dir)();
  });
});
