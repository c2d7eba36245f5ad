/**
 * CPU time spent by the server process and by the PostgreSQL cluster, read from /proc. On a shared machine
 * requests per second drift with whatever else runs; CPU time per request does not, so the benchmarks
 * report both.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** utime + stime of one process (and, with `children`, of its reaped children), in ms. */
export function processCpuMs(pid: number, children = false): number {
  const f = statFields(pid);
  if (!f) return 0;
  // after "pid (comm) ": state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime
  const ticks = Number(f[11]) + Number(f[12]) + (children ? Number(f[13]) + Number(f[14]) : 0);
  return ticks * TICK_MS;
}

/**
 * CPU of a PostgreSQL cluster: the postmaster, its live children and those already reaped, in ms. A child
 * that ends and is reaped while its siblings are being read would be counted nowhere (not yet in the
 * postmaster's children time when that was read, no longer in /proc): the reading is repeated until the
 * postmaster's own figure is the same before and after it (a pool closing idle connections, or an
 * autovacuum worker ending, made single figures go negative).
 */
export function clusterCpuMs(postmasterPid: number): number {
  for (let attempt = 0; ; attempt++) {
    const before = processCpuMs(postmasterPid, true);
    let total = before;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const f = statFields(Number(entry));
      if (f && Number(f[1]) === postmasterPid) total += processCpuMs(Number(entry));
    }
    if (processCpuMs(postmasterPid, true) === before || attempt === 4) return total;
  }
}

/** CPU of this process (the load generator), in ms. */
export function selfCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
