import { writeFileSync } from 'node:fs';

/**
 * Writes the browser run's test counts as JSON to `file` when the run ends, for `npm test`'s
 * closing line: each mocha test counts once, and a test file that failed without a failing test
 * (it did not load, an error outside any test) counts as one failure.
 */
export function browserCountsReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        const before = counts.failed;
        if (session.testResults) countSuite(session.testResults, counts);
        if (session.passed === false && counts.failed === before) counts.failed += 1;
      }
      writeFileSync(file, JSON.stringify(counts));
    },
  };
}

function countSuite(suite, counts) {
  for (const test of suite.tests) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else counts.failed += 1;
  }
  for (const inner of suite.suites) countSuite(inner, counts);
}
