// The sequential round trips of a page load, counted from its network trace (`npm run bench:admin`).

export interface TraceRequest {
  url: string
  type: string
  method: string
  /** ms since navigation start */
  start: number
  /** When its last byte arrived (ms since navigation start); null while unfinished. */
  end: number | null
}

/**
 * The longest chain of requests in which each one started after the one before it had finished, among
 * the requests finished by `until`: how many round trips the page waited for one after another.
 */
export function longestSequentialChain<T extends TraceRequest>(requests: T[], until: number): T[] {
  const done = requests.filter((request) => request.end !== null && request.end <= until)
  done.sort((a, b) => (a.end as number) - (b.end as number))
  const best = new Map<T, T[]>()
  let longest: T[] = []
  for (const request of done) {
    let before: T[] = []
    for (const earlier of done) {
      if ((earlier.end as number) > request.start) break
      const chain = best.get(earlier) ?? []
      // On a tie the later finisher is kept: it is the one the next request more likely waited for.
      if (chain.length >= before.length) before = chain
    }
    const chain = [...before, request]
    best.set(request, chain)
    if (chain.length > longest.length) longest = chain
  }
  return longest
}
