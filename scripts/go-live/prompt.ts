import { createInterface, type Interface } from 'node:readline'
import { Writable } from 'node:stream'

/** Questions on the terminal: hidden ones echo nothing, so a key or a password never shows nor enters the shell's history. */
export interface Prompt {
  /** One answered line, trimmed; null when the input has ended. */
  ask(question: string, options?: { hidden?: boolean }): Promise<string | null>
  /** Whether a person types the answers (a terminal) rather than a pipe. */
  terminal: boolean
  close(): void
}

/**
 * A prompt on stdin. On a terminal each question has its own reader, closed after the answer, so a program started
 * in between (`fly auth login`) has the terminal to itself; from a pipe one reader keeps the lines not yet read.
 */
export function createPrompt(input = process.stdin, output = process.stdout): Prompt {
  const terminal = Boolean(input.isTTY)
  let muted = false
  const echo = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      if (!muted) output.write(chunk)
      done()
    },
  })
  let piped: AsyncIterator<string> | undefined
  let pipeReader: Interface | undefined
  return {
    terminal,
    async ask(question, { hidden = false } = {}) {
      output.write(question)
      if (!terminal) {
        pipeReader ??= createInterface({ input, terminal: false })
        piped ??= pipeReader[Symbol.asyncIterator]()
        const { value, done } = await piped.next()
        output.write('\n')
        return done ? null : String(value).trim()
      }
      muted = hidden
      const reader = createInterface({ input, output: echo, terminal: true })
      reader.on('SIGINT', () => {
        output.write('\nParado. Rode o mesmo comando de novo para continuar de onde parou.\n')
        process.exit(130)
      })
      try {
        return await new Promise<string | null>((answer) => {
          reader.once('line', (line) => answer(line.trim()))
          reader.once('close', () => answer(null))
        })
      } finally {
        if (hidden) output.write('\n')
        muted = false
        reader.close()
      }
    },
    close() {
      pipeReader?.close()
    },
  }
}

/**
 * A new password, asked twice on a terminal (once from a pipe) until it has at least 8 characters; null when the
 * input ends first.
 */
export async function askNewPassword(prompt: Prompt, question: string): Promise<string | null> {
  for (;;) {
    const first = await prompt.ask(question, { hidden: true })
    if (first === null) return null
    if (first.length < 8) {
      console.log('   A senha precisa de pelo menos 8 caracteres.')
      if (!prompt.terminal) return null
      continue
    }
    if (!prompt.terminal || (await prompt.ask('   Repita a senha: ', { hidden: true })) === first) return first
    console.log('   As duas senhas não são iguais; de novo.')
  }
}
