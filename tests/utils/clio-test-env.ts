// Starts the Clio content API in-process for the integration tests: a free port, images in a
// fresh temp folder, staff tokens checked against an in-process local stack, and an explicit
// `env` so the developer's shell (say, a real PEXELS_API_KEY) cannot change what is tested.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Env } from '../../clio/config.ts'
import { startClio, type ClioOptions, type ClioServer } from '../../clio/server.ts'
import type { TestStack } from './local-stack.ts'

export interface TestClio extends ClioServer {
  imagesDir: string
  /** POSTs JSON (raw string bodies are sent as is) with the token as Bearer, when given. */
  post(pathname: string, body: unknown, token?: string | null, headers?: Record<string, string>): Promise<ClioAnswer>
  get(pathname: string, headers?: Record<string, string>): Promise<ClioAnswer>
}

export interface ClioAnswer {
  status: number
  headers: Headers
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever shape came back
  body: any
}

async function answer(response: Response): Promise<ClioAnswer> {
  const text = await response.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    // not JSON (an image, or an error page): keep the text
  }
  return { status: response.status, headers: response.headers, body }
}

export async function startTestClio(
  stack: TestStack,
  options: Omit<ClioOptions, 'port' | 'imagesDir' | 'env'> & { env?: Env } = {},
): Promise<TestClio> {
  const imagesDir = await mkdtemp(path.join(tmpdir(), 'clio-images-'))
  const clio = await startClio({
    ...options,
    port: 0,
    imagesDir,
    env: options.env ?? {},
    supabase: { url: stack.url, ...options.supabase },
  })
  return {
    ...clio,
    imagesDir,
    async post(pathname, body, token, headers = {}) {
      const response = await fetch(`${clio.url}${pathname}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
      return answer(response)
    },
    async get(pathname, headers = {}) {
      return answer(await fetch(`${clio.url}${pathname}`, { headers }))
    },
    async close() {
      await clio.close()
      await rm(imagesDir, { recursive: true, force: true })
    },
  }
}

/** GETs an image by the URL Clio returned and gives its bytes (asserting nothing). */
export async function fetchImage(url: string): Promise<{ status: number; contentType: string | null; bytes: Buffer }> {
  const response = await fetch(url)
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  }
}
