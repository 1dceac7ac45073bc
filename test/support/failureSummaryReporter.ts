import { writeFileSync } from 'node:fs';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/** An error's first lines: its message and where it was thrown. */
function brief(error: { name?: string; message?: string; stack?: string } | undefined): string {
  if (!error) return '';
  const stack = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name ?? 'Error'}: ${error.message ?? ''}`.slice(0, 600), ...stack.slice(0, 4)].join(
    '\n    ',
  );
}

/**
 * Writes what failed, in a few lines each, to SUMMARY_FILE: failed tests with their file, and
 * errors thrown outside any test with the file and test that ran when they were thrown.
 * `npm test` (test/run.ts) prints it after its closing counts, where a long log's tail shows it.
 */
export default class FailureSummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>): void {
    const file = process.env.SUMMARY_FILE;
    if (!file) return;
    const lines: string[] = [];
    for (const module of modules) {
      for (const test of module.children.allTests('failed')) {
        lines.push(`failed: ${module.moduleId.replace(`${process.cwd()}/`, '')} > ${test.fullName}`);
        for (const error of test.result().errors ?? []) lines.push(`    ${brief(error)}`);
      }
    }
    for (const error of unhandled) {
      const path = String(error.VITEST_TEST_PATH ?? '').replace(`${process.cwd()}/`, '');
      const where = [path, error.VITEST_TEST_NAME].filter(Boolean).join(' > ');
      lines.push(`unhandled error${where ? ` while running ${where}` : ''}:`, `    ${brief(error)}`);
    }
    writeFileSync(file, lines.join('\n'));
  }
}
