import type { ReactElement } from 'react'
import { BlockOf } from '../blocks/BlockOf'
import type { Block } from '../blocks/schema'
import { fillPlace } from '../routes/neighbourhoodPage'
import type { SiteContent } from '../content/loadSite'
import { useSiteContent } from '../site/context'
import type { Page } from '../../schemas/page'
import { useJobs } from './context'
import { JobCards } from './JobCards'

/** How many of the newest jobs the home page shows. */
export const LATEST_JOBS = 3

/** The attribute that marks a part of a prerendered page the server renders again with the current jobs. */
export const SLOT_ATTRIBUTE = 'data-jobs-slot'

/**
 * A part of a page that shows delivered jobs: a list of jobs put before block `before` (the newest on the home
 * page, a neighbourhood's on its page), or a block that shows them itself (the portfolio, the home's testimonials).
 */
export type JobSlot =
  { id: string; kind: 'list'; before: number; neighbourhood: string | null } | { id: string; kind: 'block'; index: number }

/** Index of the first block of one of `types`, or the end. */
function firstOf(blocks: readonly Block[], types: readonly Block['type'][]): number {
  const index = blocks.findIndex((block) => types.includes(block.type))
  return index < 0 ? blocks.length : index
}

/** Where a content page shows delivered jobs (none on most pages). */
export function jobSlotsOf(content: Pick<SiteContent, 'neighbourhoods'>, page: Pick<Page, 'path' | 'blocks'>): JobSlot[] {
  const { blocks, path } = page
  const slots: JobSlot[] = []
  const list = (before: number, neighbourhood: string | null) => slots.push({ id: `lista-${before}`, kind: 'list', before, neighbourhood })
  const neighbourhood = content.neighbourhoods.find((n) => n.path === path)
  if (path === '/') list(firstOf(blocks, ['testimonials', 'cta']), null)
  if (neighbourhood) list(firstOf(blocks, ['gallery', 'cta']), neighbourhood.slug)
  blocks.forEach((block, index) => {
    if (block.type === 'portfolio' || (path === '/' && block.type === 'testimonials'))
      slots.push({ id: `bloco-${index}`, kind: 'block', index })
  })
  return slots
}

/** The newest jobs, or one neighbourhood's. */
function JobList({ neighbourhood }: { neighbourhood: string | null }) {
  const { labels, neighbourhoods } = useSiteContent()
  const { jobs, photoBase } = useJobs()
  const place = neighbourhood === null ? undefined : neighbourhoods.find((n) => n.slug === neighbourhood)
  if (!photoBase || (neighbourhood !== null && !place)) return null
  const shown = place ? jobs.filter((job) => job.neighbourhood === place.slug) : jobs.slice(0, LATEST_JOBS)
  const heading = place ? fillPlace(labels.jobs.neighbourhoodHeading, place) : labels.jobs.heading
  return <JobCards jobs={shown} photoBase={photoBase} heading={heading} />
}

/** What a slot holds, without its marker: rendered by the build with no jobs, by the server with the current ones. */
export function slotContent(slot: JobSlot, blocks: readonly Block[]): ReactElement | null {
  if (slot.kind === 'list') return <JobList neighbourhood={slot.neighbourhood} />
  const block = blocks[slot.index]
  return block ? <BlockOf block={block} /> : null
}

/** A slot with its marker, which the server finds in the prerendered page (server/jobs/splice.ts). */
export function JobSlotMark({ slot, blocks }: { slot: JobSlot; blocks: readonly Block[] }) {
  return <div {...{ [SLOT_ATTRIBUTE]: slot.id }}>{slotContent(slot, blocks)}</div>
}

/** A page's blocks in order, each part that shows jobs inside its marked slot. */
export function SlottedBlocks({ blocks, slots }: { blocks: readonly Block[]; slots: readonly JobSlot[] }) {
  const at = (index: number) => slots.filter((slot) => slot.kind === 'list' && slot.before === index)
  const wrapping = (index: number) => slots.find((slot) => slot.kind === 'block' && slot.index === index)
  return (
    <>
      {blocks.map((block, index) => {
        const slot = wrapping(index)
        return (
          <Slotted key={`${block.type}-${index}`} lists={at(index)} blocks={blocks}>
            {slot ? <JobSlotMark slot={slot} blocks={blocks} /> : <BlockOf block={block} />}
          </Slotted>
        )
      })}
      {at(blocks.length).map((slot) => (
        <JobSlotMark key={slot.id} slot={slot} blocks={blocks} />
      ))}
    </>
  )
}

function Slotted({ lists, blocks, children }: { lists: JobSlot[]; blocks: readonly Block[]; children: ReactElement }) {
  return (
    <>
      {lists.map((slot) => (
        <JobSlotMark key={slot.id} slot={slot} blocks={blocks} />
      ))}
      {children}
    </>
  )
}
