import type { CSSProperties } from 'react'
import { SHARE_SIZE } from '../../engine/media/shareSize'
import { palette } from '../palette'

/** The words on a card: the page's title, and the brand it is signed with. */
export type CardText = { title: string; brand: string }

/** A card's layout: over a photo (a dark band below the title) or the brand card, and the site's mark as a data URL, if any. */
export type CardLayoutInput = CardText & { onPhoto: boolean; mark: string | null }

/** Lines a title may take; past them it ends in an ellipsis. */
export const TITLE_LINES = 3

/** Title line height, in ems. */
export const TITLE_LINE_HEIGHT = 1.08

const SIDE = 72
const ink = (alpha: number) => `rgba(43, 38, 33, ${alpha})`

/** Titles longer than this (in characters) are set smaller, and may not fit in TITLE_LINES lines. */
const LONG_TITLE = 80

/** Title size in px: short titles large, long ones smaller so most fit in TITLE_LINES lines of 1056 px. */
export function titleSize(title: string): number {
  if (title.length <= 40) return 80
  if (title.length <= LONG_TITLE) return 68
  return 58
}

/** The card as satori lays it out: the title centred above the bottom edge, the brand with its mark above it. */
export function cardLayout({ title, brand, onPhoto, mark }: CardLayoutInput) {
  const frame: CSSProperties = {
    ...SHARE_SIZE,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: onPhoto ? 'flex-end' : 'center',
    padding: onPhoto ? `0 ${SIDE}px 56px` : `0 ${SIDE}px`,
    ...(onPhoto
      ? { backgroundImage: `linear-gradient(to bottom, ${ink(0)} 25%, ${ink(0.72)} 58%, ${ink(0.92)} 100%)` }
      : { backgroundColor: palette.ink }),
  }
  const size = titleSize(title)
  return (
    <div style={frame}>
      <div style={{ display: 'flex', alignItems: 'center', marginBottom: onPhoto ? 20 : 36 }}>
        {mark && <img src={mark} width={onPhoto ? 44 : 64} height={onPhoto ? 44 : 64} style={{ marginRight: 16, borderRadius: 10 }} />}
        <div
          style={{ fontFamily: 'Inter', fontWeight: 500, fontSize: 24, letterSpacing: 3, textTransform: 'uppercase', color: palette.line }}
        >
          {brand}
        </div>
      </div>
      <div
        key="title"
        style={{
          display: 'block',
          maxWidth: SHARE_SIZE.width - 2 * SIDE,
          fontFamily: 'Cormorant Garamond',
          fontWeight: 600,
          fontSize: size,
          lineHeight: TITLE_LINE_HEIGHT,
          lineClamp: TITLE_LINES,
          // Even lines rather than one word alone on the last; not for a title cut short, whose lines it would narrow.
          textWrap: title.length <= LONG_TITLE ? 'balance' : 'wrap',
          textAlign: 'center',
          color: onPhoto ? '#fff' : palette.bg,
          textShadow: onPhoto ? `0 2px 14px ${ink(0.5)}` : undefined,
        }}
      >
        {title}
      </div>
      {!onPhoto && <div style={{ width: 96, height: 3, marginTop: 40, backgroundColor: palette.accent }} />}
    </div>
  )
}
