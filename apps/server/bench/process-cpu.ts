import { readFile } from 'node:fs/promises';

/** The process's user + system CPU time so far, in milliseconds (Linux; 0 once it is gone). */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  if (!stat) return 0;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are the 12th and 13th fields after the command name, in clock ticks (1/100 s).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
