import { randomBytes } from 'node:crypto';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import { uptime } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { ioFailure, type LogError } from './log-error';
import { err, ok, type Result } from '../../shared/result';

/*
 * One writer per log: a lock file beside it names the holder's pid. A lock left by a process
 * that died (kill -9, crash, power loss) is taken over; see isStale for how "died" is told.
 */

const lockContent = z.object({ pid: z.number().int().positive(), createdAt: z.number().int() });
type LockContent = z.infer<typeof lockContent>;

/** Locks this process holds, so a second open in the same process is refused, not taken over. */
const heldHere = new Set<string>();

export interface HeldLock {
  release(): Promise<Result<void, LogError>>;
}

export async function acquireLock(path: string): Promise<Result<HeldLock, LogError>> {
  const lockPath = resolve(path);
  // Wall-clock time on purpose: it is compared with the machine's boot time, not a test clock.
  const content = JSON.stringify({ pid: process.pid, createdAt: Date.now() } satisfies LockContent);
  let holderPid: number | null = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await createExclusively(lockPath, content);
      heldHere.add(lockPath);
      return ok(heldLock(lockPath, content));
    } catch (cause) {
      if ((cause as NodeJS.ErrnoException).code !== 'EEXIST') {
        return err(ioFailure(lockPath, 'create lock', cause));
      }
    }
    const holder = await readHolder(lockPath);
    if (!holder.ok) return holder;
    if (holder.value === 'gone') continue;
    holderPid = holder.value === 'unreadable' ? null : holder.value.pid;
    if (!isStale(lockPath, holder.value))
      return err({ code: 'LOG_LOCKED', path: lockPath, pid: holderPid });
    try {
      await rm(lockPath, { force: true });
    } catch (cause) {
      return err(ioFailure(lockPath, 'remove stale lock', cause));
    }
  }
  return err({ code: 'LOG_LOCKED', path: lockPath, pid: holderPid });
}

/**
 * The lock appears whole or not at all: written beside it, then hard-linked into place, and
 * link fails with EEXIST when a lock is already there. A reader therefore never sees a
 * half-written lock of a live process; one it cannot read was cut short by a power loss.
 */
async function createExclusively(lockPath: string, content: string): Promise<void> {
  const temporary = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, content, { flag: 'wx' });
  try {
    await link(temporary, lockPath);
  } finally {
    await rm(temporary, { force: true });
  }
}

async function readHolder(
  lockPath: string,
): Promise<Result<LockContent | 'gone' | 'unreadable', LogError>> {
  let text: string;
  try {
    text = await readFile(lockPath, 'utf8');
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return ok('gone');
    return err(ioFailure(lockPath, 'read lock', cause));
  }
  const parsed = lockContent.safeParse(parseJson(text));
  return ok(parsed.success ? parsed.data : 'unreadable');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (cause) {
    if (cause instanceof SyntaxError) return undefined;
    throw cause;
  }
}

/**
 * A lock is stale when its holder cannot be running: the lock is unreadable (cut short by a
 * power loss), or names this very process without this process holding it (a restarted app
 * got the same pid, common in kiosks and containers), or predates the last boot (its pid may
 * now belong to anything), or names a pid with no process.
 */
function isStale(lockPath: string, holder: LockContent | 'unreadable'): boolean {
  if (holder === 'unreadable') return true;
  if (holder.pid === process.pid) return !heldHere.has(lockPath);
  const bootedAt = Date.now() - uptime() * 1000;
  if (holder.createdAt < bootedAt) return true;
  return !isProcessAlive(holder.pid);
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    if (code === 'ESRCH') return false;
    // The process exists but belongs to another user.
    if (code === 'EPERM') return true;
    throw cause;
  }
}

function heldLock(lockPath: string, content: string): HeldLock {
  return {
    async release() {
      heldHere.delete(lockPath);
      try {
        // Only our own lock is removed, never one a later holder took over.
        const current = await readFile(lockPath, 'utf8');
        if (current === content) await rm(lockPath, { force: true });
        return ok(undefined);
      } catch (cause) {
        if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return ok(undefined);
        return err(ioFailure(lockPath, 'release lock', cause));
      }
    },
  };
}
