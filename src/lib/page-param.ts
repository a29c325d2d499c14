/** The 1-based page number of a `?page=` URL parameter; anything else is page 1. */
export function readPageParam(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10)
  return Number.isFinite(page) && page > 1 ? page : 1
}
