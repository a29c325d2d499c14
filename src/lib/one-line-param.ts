/**
 * A line of text brought by the address (`?titulo=`, `?tema=`): control characters removed, spaces
 * collapsed, at most `max` characters; '' when nothing is left. Anyone can send such a link, so the
 * screen only ever fills a field with it, for the person to read before saving.
 */
export function oneLineParam(value: string | null, max = 200): string {
  return (
    (value ?? '')
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max)
  )
}
