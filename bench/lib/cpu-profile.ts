import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { out } from './report.ts';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/**
 * Profiles this thread (the server under test; autocannon runs in its own worker) with V8's sampling
 * profiler, the one behind `node --cpu-prof`, but only while `during` runs, so warm-up, seeding and
 * the other targets stay out of the picture. Writes `<file>.cpuprofile` (open it in Chrome DevTools)
 * and returns the self time per "where": a package under node_modules, or a file of ours.
 */
export type ProfileSummary = {
  /** Self time per package under node_modules, per file of ours, or per V8 bucket ("(garbage collector)"). */
  byPlace: Array<{ place: string; share: number }>;
  byFunction: Array<{ name: string; share: number }>;
};

export async function profileDuring<T>(
  file: string,
  during: () => Promise<T>,
): Promise<{ result: T; summary: ProfileSummary }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  const stop = async () => {
    const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
    session.disconnect();
    await writeFile(`${file}.cpuprofile`, JSON.stringify(profile));
    return summarise(profile);
  };
  let result: T;
  try {
    result = await during();
  } catch (error) {
    await stop();
    throw error;
  }
  return { result, summary: await stop() };
}

function placeOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url;
  const repo = url.indexOf('/server/src/');
  return repo >= 0 ? url.slice(repo + 1) : path.basename(url);
}

function summarise(profile: Profile): ProfileSummary {
  const selfTime = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i]!;
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  let total = 0;
  for (const t of selfTime.values()) total += t;
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const node of profile.nodes) {
    const t = selfTime.get(node.id) ?? 0;
    if (!t) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const place = placeOf(url, functionName);
    places.set(place, (places.get(place) ?? 0) + t);
    const name = `${functionName || '(anonymous)'} ${place}${url ? `:${lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + t);
  }
  const ranked = (m: Map<string, number>) =>
    [...m.entries()].sort((a, b) => b[1] - a[1]).map(([key, t]) => ({ key, share: total ? t / total : 0 }));
  return {
    byPlace: ranked(places).map(({ key, share }) => ({ place: key, share })),
    byFunction: ranked(functions).map(({ key, share }) => ({ name: key, share })),
  };
}

/** The summary as the benches print it: self time by place, then the top functions. */
export function printProfile(label: string, summary: ProfileSummary): void {
  const pct = (share: number) => `${(share * 100).toFixed(1).padStart(5)}%`;
  out(`CPU profile of the server thread, ${label}: self time`);
  out(
    `  by place: ${summary.byPlace
      .slice(0, 14)
      .map((p) => `${p.place} ${pct(p.share).trim()}`)
      .join(', ')}`,
  );
  for (const f of summary.byFunction.slice(0, 20)) out(`  ${pct(f.share)}  ${f.name}`);
  out();
}
