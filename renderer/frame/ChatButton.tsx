import { css } from '@linaria/core'
import { useSiteContent } from '../../engine/site/context'
import { chatUrl } from '../../engine/site/links'
import { WhatsAppIcon } from '../../engine/ui/icons'

/**
 * The floating green WhatsApp button at the bottom right of every page; it steps aside while one of the
 * page's own chat or phone buttons is on screen (chatClearance.ts).
 */
export function ChatButton() {
  const { site, labels } = useSiteContent()
  return (
    <a
      className={button}
      href={chatUrl(site)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={labels.frame.chatButtonLabel}
      title={labels.frame.chatButtonLabel}
      data-floating-chat
    >
      <WhatsAppIcon size={30} />
    </a>
  )
}

const button = css`
  position: fixed;
  right: max(1rem, env(safe-area-inset-right));
  bottom: max(1rem, env(safe-area-inset-bottom));
  z-index: 40;
  display: grid;
  place-items: center;
  width: 3.75rem;
  height: 3.75rem;
  border-radius: 50%;
  background: var(--color-green);
  color: #fff;
  box-shadow: 0 10px 28px rgb(18 92 53 / 0.35);
  transition:
    transform 0.2s ease,
    background-color 0.2s ease,
    opacity 0.2s ease,
    visibility 0s;
  &:hover {
    background: var(--color-green-dark);
    transform: translateY(-2px);
  }
  /* It floats over light sections and the dark footer alike: a light halo inside a dark ring reads on both. */
  &:focus-visible {
    outline-color: var(--color-ink);
    box-shadow: 0 0 0 3px #fff;
  }
  &[data-hidden] {
    opacity: 0;
    visibility: hidden;
    transform: translateY(1rem);
    transition:
      transform 0.2s ease,
      opacity 0.2s ease,
      visibility 0s 0.2s;
  }
  @media (prefers-reduced-motion: reduce) {
    &,
    &[data-hidden] {
      transition: none;
    }
  }
`
