import { contentMessages } from './catalogue'

/** About what Google shows of a title and of a description before cutting them with '…'. */
const searchLimits = { title: 60, description: 160 }

/** Warnings on a page's or neighbourhood's title and description longer than Google shows in a search result. */
export function searchTextWarnings(file: string, value: { title?: string; description?: string }): string[] {
  return (['title', 'description'] as const).flatMap((field) => {
    const text = value[field]
    const limit = searchLimits[field]
    return text && text.length > limit ? [`${file}: ${contentMessages.longSearchText(field, text.length, limit)}`] : []
  })
}
