/** @vitest-environment node */
import { describe, expect, it } from 'vitest'
import { longestSequentialChain, type TraceRequest } from '../../../bench/request-chain'

const request = (url: string, start: number, end: number | null): TraceRequest => ({
  url,
  type: 'Other',
  method: 'GET',
  start,
  end,
})

describe('longestSequentialChain', () => {
  it('follows requests that each start after the previous one finished, and not those that overlap it', () => {
    const requests = [
      request('page', 0, 100),
      request('entry', 105, 300),
      request('vendor', 110, 320), // alongside entry: not one more round trip
      request('chunk', 330, 500),
      request('data', 510, 700),
    ]
    expect(longestSequentialChain(requests, 1000).map((item) => item.url)).toEqual(['page', 'vendor', 'chunk', 'data'])
  })

  it('counts only requests finished before the content appeared', () => {
    const requests = [
      request('page', 0, 100),
      request('entry', 105, 300),
      request('image', 310, 900),
      request('late', 320, null),
    ]
    expect(longestSequentialChain(requests, 600).map((item) => item.url)).toEqual(['page', 'entry'])
  })

  it('picks the longest of several branches whatever the order of the trace', () => {
    const requests = [
      request('data', 400, 500),
      request('page', 0, 100),
      request('short', 150, 450),
      request('a', 120, 200),
      request('b', 210, 390),
    ]
    expect(longestSequentialChain(requests, 1000).map((item) => item.url)).toEqual(['page', 'a', 'b', 'data'])
  })
})
