// What the load measures share (`npm run bench`, scripts/bench-shop-api.mjs): the bare node:http
// server they compare with, and the CPU times of the machine and of a process, from /proc (Linux).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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
