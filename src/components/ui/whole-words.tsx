import { Fragment } from 'react'

/**
 * Text for a line-clamped title whose cut falls between words: each word is an atomic inline box, so
 * the clamp's "…" replaces whole words instead of slicing one ("tratament…"). A word wider than the
 * line still wraps inside its box.
 */
export function WholeWords({ text }: { text: string }) {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => (
      <Fragment key={index}>
        {index > 0 ? ' ' : null}
        <span className="inline-block max-w-full [overflow-wrap:anywhere]">{word}</span>
      </Fragment>
    ))
}
