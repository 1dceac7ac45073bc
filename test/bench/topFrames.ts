import { readFileSync } from 'node:fs';

/**
 * The heaviest functions of a V8 CPU profile (`node --cpu-prof`, or `npm run bench -- --cpu-prof DIR`):
 * `npx tsx test/bench/topFrames.ts FILE.cpuprofile [N]` prints self time, and total time of
 * each frame with everything it called.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
}

const [file, count = '30'] = process.argv.slice(2);
if (!file) throw new Error('usage: topFrames.ts FILE.cpuprofile [N]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[] };
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
