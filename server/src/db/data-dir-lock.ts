import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    // A killed process that its parent has not reaped yet (a zombie) still answers signal 0.
    return !isZombie(pid);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

/**
 * PGlite has no postmaster to stop two processes from opening the same files, and two writers would
 * corrupt them. A pid file, created exclusively, is the guard. A pid file left by a killed process is
 * stale and is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'botlens.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isProcessAlive(holder)) {
        throw new DataDirInUseError(
          `The data directory ${dataDir} is in use by another BotLens process (pid ${holder}). ` +
            'Stop that process, or start this one with another DATA_DIR. If no BotLens process is running, ' +
            `delete ${lockPath} and start again.`,
        );
      }
      unlinkSync(lockPath);
    }
  }
  throw new DataDirInUseError(
    `Could not lock the data directory ${dataDir}; another process keeps taking it.`,
  );
}
