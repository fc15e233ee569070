// A vitest reporter that lists the tests which passed only on a retry, for npm test's summary.
// The list goes to the file named by STUDIO_RETRIED_REPORT (a JSON array of "file › test name").
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class RetriedReporter {
  retried = [];

  onTestCaseResult(testCase) {
    const d = testCase.diagnostic();
    if (d?.flaky) this.retried.push(`${relative(process.cwd(), testCase.module.moduleId)} › ${testCase.fullName}`);
  }

  onTestRunEnd() {
    if (process.env.STUDIO_RETRIED_REPORT) writeFileSync(process.env.STUDIO_RETRIED_REPORT, JSON.stringify(this.retried));
  }
}
