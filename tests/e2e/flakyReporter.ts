/**
 * Names, after the run, each journey that failed and then passed on its second run, with what its first run said.
 * Such a journey does not fail `npm test`, but it has a wait that can starve (README.md, "Tests"):
 * the list is where to look for it.
 */
import type { Reporter, TestModule } from 'vitest/node';

export default class FlakyJourneys implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const flaky = modules.flatMap((m) => [...m.children.allTests()]).filter((t) => t.diagnostic()?.flaky);
    if (flaky.length === 0) return;
    console.log(`\n${flaky.length} journey(s) passed only on their second run:`);
    for (const journey of flaky) {
      console.log(`- ${journey.module.relativeModuleId} > ${journey.fullName}`);
      for (const error of journey.result().errors ?? []) console.log(`    ${error.message.split('\n').join('\n    ')}`);
    }
  }
}
