// What the load measures share (`npm run bench`, scripts/bench-shop-api.mjs): the bare node:http
// server they compare with, and the CPU times of the machine and of a process, from /proc (Linux).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { freePort } from './shop.mjs';

/** Busy, idle and stolen CPU of the machine since boot, in clock ticks (null off Linux). */
export function machineTimes() {
  if (!existsSync('/proc/stat')) return null;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  return { total, idle: (fields[3] ?? 0) + (fields[4] ?? 0), steal: fields[7] ?? 0 };
}

/** A process's own CPU time (user + system), in clock ticks, or null when it is gone. */
export function processTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/**
 * The CPU time (user + system, in clock ticks) of a process and of every process below it, such as a
 * PostgreSQL server and the backends it forks for each connection; null when the process is gone.
 */
export function treeTicks(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone between the listing and the read.
    }
  }
  const own = processTicks(pid);
  if (own === null) return null;
  let sum = own;
  const below = [pid];
  while (below.length > 0) {
    const parent = below.pop();
    for (const [child, of] of parents) {
      if (of !== parent) continue;
      sum += processTicks(child) ?? 0;
      below.push(child);
    }
  }
  return sum;
}

/** A bare node:http server answering a fixed JSON body, in its own process: the floor to compare with. */
export async function startBareServer(body) {
  const port = await freePort();
  const code = `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' }); s.end(${JSON.stringify(body)}); }).listen(${port}, '127.0.0.1', () => console.log('ready'))`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      return exited;
    },
  };
}
