import { readFileSync, readdirSync } from 'node:fs';

// How many cores a process tree kept busy (bench:load prints it for the server and for itself): read from /proc,
// so Linux only; elsewhere the figure is left out.

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system, all threads) of a process and its descendants; null without /proc. */
export function treeCpuSeconds(pid: number): number | null {
  try {
    const ownAndChildren = (p: number): number => {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      // after the command name in parentheses: state, ppid, … utime and stime are the 12th and 13th fields
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      let seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
      for (const task of readdirSync(`/proc/${p}/task`))
        for (const child of readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').split(' '))
          if (child) seconds += ownAndChildren(Number(child));
      return seconds;
    };
    return ownAndChildren(pid);
  } catch {
    return null;
  }
}

/** This process's CPU seconds (user + system, all threads). */
export const ownCpuSeconds = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
