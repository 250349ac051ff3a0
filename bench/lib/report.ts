import os from 'node:os';

/** How every bench prints: one line at a time, numbers grouped en-US, percentiles of sorted samples. */

export const out = (line = '') => process.stdout.write(`${line}\n`);

export const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The p-th percentile (nearest rank) of ascending samples; NaN when there are none. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** The machine's load averages over 1, 5 and 15 minutes, as benches print them. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/** The first line of every bench: what it is and the machine it ran on (figures depend on both). */
export const printMachine = (bench: string) =>
  out(`Pathwise ${bench} bench: node ${process.version}, ${os.cpus().length} CPU(s), load ${loadAverage()}`);
