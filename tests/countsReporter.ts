import type { Reporter, TestModule, Vitest } from 'vitest/node'

interface Counts {
  passed: number
  failed: number
  skipped: number
  /** Test files that failed before running a test (an import or a hook threw). */
  broken: string[]
}

/**
 * Prints the tests per project and the plain total CI reads, and fails the run when a project ran no test,
 * a test file ran none, or a test was skipped: a suite whose set-up broke must never read green.
 */
export default class CountsReporter implements Reporter {
  private projects: string[] = []

  onInit(vitest: Vitest): void {
    this.projects = vitest.projects.map((project) => project.name)
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = new Map(this.projects.map((name): [string, Counts] => [name, { passed: 0, failed: 0, skipped: 0, broken: [] }]))
    for (const module of testModules) {
      const project = counts.get(module.project.name)
      if (!project) continue
      const tests = [...module.children.allTests()]
      if (tests.length === 0 || (module.state() === 'failed' && tests.every((test) => test.result().state !== 'failed'))) {
        project.broken.push(module.relativeModuleId)
      }
      for (const test of tests) {
        const state = test.result().state
        if (state === 'passed') project.passed++
        else if (state === 'failed') project.failed++
        else project.skipped++
      }
    }
    const problems: string[] = []
    console.log('\nTests per project:')
    for (const [name, c] of counts) {
      console.log(
        `  ${name.padEnd(12)} ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped${c.broken.length ? `, ${c.broken.length} file(s) ran no test` : ''}`,
      )
      if (c.passed + c.failed === 0) problems.push(`project "${name}" ran no test`)
      if (c.skipped > 0) problems.push(`project "${name}" skipped ${c.skipped} test(s)`)
      for (const file of c.broken) problems.push(`${file} failed before running its tests`)
    }
    for (const problem of problems) console.log(`  FAIL: ${problem}`)
    if (problems.length > 0) process.exitCode = 1
    const all = [...counts.values()]
    const sum = (count: (c: Counts) => number) => all.reduce((total, c) => total + count(c), 0)
    console.log(`${sum((c) => c.passed)} passed, ${sum((c) => c.failed + c.broken.length)} failed, ${sum((c) => c.skipped)} skipped`)
  }
}
