/**
 * `npm test`: everything CI runs, in order, with one closing line of counts.
 * 1. check: build the widget (the end-to-end tests load it in Chromium);
 * 2. check: custom-elements.json must match what the analyzer writes now;
 * 3. tests: vitest's unit, server, storage and end-to-end suites;
 * 4. tests: browser tests of the elements in Chromium (@web/test-runner), when present;
 * 5. check: the widget's size budget, when present.
 * Tests are counted one by one, as each runner reports them; checks are counted apart.
 * Chromium must be installed already (`.ci/run` installs it): this script installs nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
interface Step extends Counts {
  name: string;
}
/** Runs of test suites, each with its own test counts. */
const steps: Step[] = [];
/** Checks that are not tests (build, manifest, size): each passes or fails. */
const checks: { name: string; ok: boolean }[] = [];

function run(command: string, args: string[], env: Record<string, string> = {}): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** A suite run: its runner's counts; a run that failed without a failing test counts one failure. */
function step(name: string, ok: boolean, counts: Counts | undefined): void {
  const reported = counts ?? { passed: 0, failed: 0, skipped: 0 };
  if (!ok && reported.failed === 0) reported.failed = 1;
  steps.push({ name, ...reported });
  console.log(`\n── ${name}: ${ok ? 'ok' : 'FAILED'}\n`);
}

function check(name: string, ok: boolean): void {
  checks.push({ name, ok });
  console.log(`\n── ${name}: ${ok ? 'ok' : 'FAILED'}\n`);
}

/** Reads and removes a JSON file a runner wrote, if it did. */
function readJson<T>(file: string): T | undefined {
  if (!existsSync(file)) return undefined;
  const value = JSON.parse(readFileSync(file, 'utf8')) as T;
  rmSync(file, { force: true });
  return value;
}

check('build', run('npx', ['vite', 'build', '--logLevel', 'warn']));

// The analyzer writes under the working directory whatever --outdir says, so give it a relative one.
const manifestDir = mkdtempSync(join(tmpdir(), 'cem-'));
const analyzed = run('npx', [
  'custom-elements-manifest',
  'analyze',
  '--config',
  'custom-elements-manifest.config.mjs',
  '--outdir',
  relative(process.cwd(), manifestDir),
  '--quiet',
]);
const fresh = analyzed && readFileSync(join(manifestDir, 'custom-elements.json'), 'utf8');
const stale =
  !fresh || !existsSync('custom-elements.json') || readFileSync('custom-elements.json', 'utf8') !== fresh;
if (stale) console.error('custom-elements.json is stale: run "npm run manifest" and commit it.');
rmSync(manifestDir, { recursive: true, force: true });
check('custom-elements.json is current', !stale);
check('element types are current', run('npx', ['tsx', 'types/writeElementTypes.ts', '--check']));

const report = join(tmpdir(), `vitest-${process.pid}.json`);
const failures = join(tmpdir(), `vitest-failures-${process.pid}.txt`);
const vitestOk = run(
  'npx',
  [
    'vitest',
    'run',
    '--config',
    'test/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    '--reporter=./test/support/failureSummaryReporter.ts',
    `--outputFile.json=${report}`,
  ],
  { SUMMARY_FILE: failures },
);
const vitest = readJson<{
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}>(report);
step(
  'vitest',
  vitestOk,
  vitest && {
    passed: vitest.numPassedTests,
    failed: vitest.numFailedTests,
    skipped: vitest.numPendingTests + vitest.numTodoTests,
  },
);

if (existsSync('web-test-runner.config.mjs')) {
  const counts = join(tmpdir(), `browser-${process.pid}.json`);
  const ok = run('npx', ['web-test-runner', '--config', 'web-test-runner.config.mjs'], {
    BROWSER_COUNTS_FILE: counts,
  });
  step('browser (web-test-runner)', ok, readJson<Counts>(counts));
}
if (existsSync('test/size/size.ts')) check('size budget', run('npx', ['tsx', 'test/size/size.ts']));

const total = steps.reduce(
  (sum, s) => ({
    passed: sum.passed + s.passed,
    failed: sum.failed + s.failed,
    skipped: sum.skipped + s.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
const failedChecks = checks.filter((c) => !c.ok).length;
console.log('');
for (const c of checks) console.log(`  ${c.ok ? '✓' : '✗'} check ${c.name}`);
for (const s of steps)
  console.log(
    `  ${s.failed ? '✗' : '✓'} ${s.name}: ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped`,
  );
console.log(`\nchecks: ${checks.length - failedChecks} passed, ${failedChecks} failed`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
const failureLines = existsSync(failures) ? readFileSync(failures, 'utf8').trim() : '';
if (failureLines) console.log(`\nvitest, what failed:\n${failureLines}`);
process.exit(total.failed === 0 && failedChecks === 0 ? 0 : 1);
