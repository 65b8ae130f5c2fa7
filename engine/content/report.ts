/** One thing the content check found, in the owner's words. */
export type ContentProblem = {
  /** The file to open, from the project root: 'content/neighbourhoods/moema.ts'. */
  file: string
  /** The line as printed: the file, then the field (or line and column) and what to do. */
  text: string
  /** The lines around a syntax error, numbered, with a mark under the place to look. */
  frame?: string
  /** The address of the one page this problem keeps from showing; none when it concerns every page. */
  page?: string
}

/** What the content check found, in one pass: errors stop the build (and the page in the preview), warnings do not. */
export type ContentReport = { errors: ContentProblem[]; warnings: ContentProblem[] }

/** A problem as the terminal prints it: its line, then its frame. */
export const problemText = ({ text, frame }: ContentProblem): string => (frame ? `${text}\n${frame}` : text)

/** Thrown by loadSite when content has errors the site cannot be built with; its message is the report's lines. */
export class ContentError extends Error {
  override name = 'ContentError'
  constructor(readonly report: ContentReport) {
    super(report.errors.map(problemText).join('\n'))
  }
}

/** A problem found in `file`, its text prefixed with the file. */
export const problemIn = (file: string, line: string, page?: string): ContentProblem => ({
  file,
  text: `${file}: ${line}`,
  ...(page ? { page } : {}),
})
