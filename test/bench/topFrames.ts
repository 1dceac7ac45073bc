import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PhaseMark } from './benchSesame';

/**
 * The heaviest functions of a V8 CPU profile (`node --cpu-prof`, or `npm run bench -- --cpu-prof DIR`):
 * `npx tsx test/bench/topFrames.ts FILE.cpuprofile [N] [--phase NAME]` prints self time, and total
 * time of each frame with everything it called. With `--phase`, only the samples taken while that
 * measured phase of the bench ran (its span is in `phases.json` beside the profile; `--phase list`
 * prints the phases).
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

const args = process.argv.slice(2);
const phaseAt = args.indexOf('--phase');
const phaseName = phaseAt >= 0 ? args.splice(phaseAt, 2)[1] : undefined;
const [file, count = '30'] = args;
if (!file) throw new Error('usage: topFrames.ts FILE.cpuprofile [N] [--phase NAME]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
if (phaseName !== undefined) onlyPhase(profile, phaseName);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const total = profile.nodes.reduce((sum, n) => sum + n.hitCount, 0);
const name = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*node_modules\//, '~/').replace(/^file:\/\/.*\/main\//, '')}:${n.callFrame.lineNumber + 1}`;

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
const subtree = (n: ProfileNode, seen: Set<string>): number => {
  let hits = n.hitCount;
  for (const id of n.children ?? []) {
    const child = byId.get(id);
    if (child) hits += subtree(child, new Set([...seen, name(n)]));
  }
  if (!seen.has(name(n))) inclusive.set(name(n), (inclusive.get(name(n)) ?? 0) + hits);
  return hits;
};
for (const n of profile.nodes) self.set(name(n), (self.get(name(n)) ?? 0) + n.hitCount);
const root = profile.nodes[0];
if (root) subtree(root, new Set());

const pct = (hits: number) => `${((100 * hits) / total).toFixed(1).padStart(5)}%`;
const top = (map: Map<string, number>) =>
  [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(count));
console.log('self time');
for (const [frame, hits] of top(self)) console.log(`${pct(hits)}  ${frame}`);
console.log('\ntotal time (with callees)');
for (const [frame, hits] of top(inclusive)) console.log(`${pct(hits)}  ${frame}`);

/** Recounts every node's hits from the samples taken inside the named phase's span. */
function onlyPhase(profile: Profile, phase: string): void {
  const marksFile = join(dirname(file as string), 'phases.json');
  if (!existsSync(marksFile)) throw new Error(`no ${marksFile}: profile with the bench's --cpu-prof`);
  const marks = JSON.parse(readFileSync(marksFile, 'utf8')) as PhaseMark[];
  const mark = marks.find((m) => m.name === phase);
  if (!mark) {
    console.log(`phases: ${marks.map((m) => m.name).join(', ')}`);
    process.exit(phase === 'list' ? 0 : 1);
  }
  const hits = new Map<number, number>();
  let at = profile.startTime;
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    at += deltas[i] ?? 0;
    if (at >= mark.fromUs && at <= mark.toUs) hits.set(id, (hits.get(id) ?? 0) + 1);
  });
  for (const n of profile.nodes) n.hitCount = hits.get(n.id) ?? 0;
  console.log(`phase "${phase}": ${((mark.toUs - mark.fromUs) / 1e6).toFixed(2)} s\n`);
}
