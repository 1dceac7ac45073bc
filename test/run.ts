/**
 * `npm test`: everything CI runs, in order, with one closing line of counts.
 * 1. build the widget (the end-to-end tests load it in Chromium);
 * 2. custom-elements.json must match what the analyzer writes now;
 * 3. vitest: unit, server, storage and end-to-end suites;
 * 4. browser tests of the elements in Chromium (@web/test-runner), when present;
 * 5. the widget's size budget, when present.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

interface Step {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
}
const steps: Step[] = [];

function run(command: string, args: string[], env: Record<string, string> = {}): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function step(name: string, ok: boolean, counts?: Omit<Step, 'name'>): void {
  steps.push({ name, ...(counts ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 }) });
  console.log(`\n── ${name}: ${ok ? 'ok' : 'FAILED'}\n`);
}

// The browser and end-to-end tests drive Debian's Chromium; install it when missing and we may.
if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') && process.getuid?.() === 0) {
  console.log('Chromium is missing: installing it from Debian packages');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
}

step('build', run('npx', ['vite', 'build', '--logLevel', 'warn']));

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
step('custom-elements.json is current', !stale);

const report = join(tmpdir(), `vitest-${process.pid}.json`);
const vitestOk = run('npx', [
  'vitest',
  'run',
  '--config',
  'test/vitest.config.ts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  step('vitest', vitestOk, {
    passed: json.numPassedTests,
    failed: json.numFailedTests + (vitestOk || json.numFailedTests ? 0 : 1),
    skipped: json.numPendingTests + json.numTodoTests,
  });
  rmSync(report, { force: true });
} else {
  step('vitest', false);
}

if (existsSync('web-test-runner.config.mjs')) {
  step(
    'browser (web-test-runner)',
    run('npx', ['web-test-runner', '--config', 'web-test-runner.config.mjs']),
  );
}
if (existsSync('test/size/size.ts')) step('size budget', run('npx', ['tsx', 'test/size/size.ts']));

const total = steps.reduce(
  (sum, s) => ({
    passed: sum.passed + s.passed,
    failed: sum.failed + s.failed,
    skipped: sum.skipped + s.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('');
for (const s of steps)
  console.log(
    `  ${s.failed ? '✗' : '✓'} ${s.name}: ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped`,
  );
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed === 0 ? 0 : 1);
