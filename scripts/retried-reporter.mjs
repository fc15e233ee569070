// A vitest reporter that lists the tests which passed only on a retry, for npm test's summary.
// The list goes to the file named by STUDIO_RETRIED_REPORT (a JSON array of "file › test name: why the first try
// failed", the first line of its error, so that a flaky step can be found from one run's summary).
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class RetriedReporter {
  retried = [];

  onTestCaseResult(testCase) {
    const d = testCase.diagnostic();
    if (!d?.flaky) return;
    const first = testCase.result().errors?.[0];
    const why = first
      ? `: ${String(first.message ?? first)
          .split('\n')[0]
          .slice(0, 300)}`
      : '';
    this.retried.push(`${relative(process.cwd(), testCase.module.moduleId)} › ${testCase.fullName}${why}`);
  }

  onTestRunEnd() {
    if (process.env.STUDIO_RETRIED_REPORT) writeFileSync(process.env.STUDIO_RETRIED_REPORT, JSON.stringify(this.retried));
  }
}
