import { execFile } from 'node:child_process'

/** A git command that failed or ran out of time, with what git said. */
export class GitError extends Error {
  constructor(
    readonly detail: string,
    readonly timedOut: boolean,
  ) {
    super(detail)
  }
}

/**
 * Runs `git <args>` in `cwd` and resolves with its output. Git never waits for a password typed in the terminal
 * (VS Code's and the GitHub CLI's sign-in still answer), and it is stopped after `timeout` ms.
 */
export function git(cwd: string, args: string[], timeout = 15_000): Promise<string> {
  const env = { ...process.env, GIT_TERMINAL_PROMPT: '0' }
  return new Promise((resolve, reject) => {
    execFile('git', ['-c', 'core.quotePath=false', ...args], { cwd, env, timeout, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (!error) resolve(stdout)
      else reject(new GitError(stderr.trim() || error.message, Boolean(error.killed)))
    })
  })
}
