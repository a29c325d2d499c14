import type { User } from '@supabase/supabase-js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { staffData } from '@/app/routes/admin/loaders'
import { adminScreens, type AdminScreen } from '@/config/admin-screens'
import { createQueryClient } from '@/lib/query-client'
import { EARLY_DATA_PLACEHOLDERS, type EarlyRequestTemplate } from '../../../build/vite/early-data-script'

// The SPA shell sends an /admin screen's first reads itself (build/vite/early-data-script.ts) from
// src/app/routes/admin/early-requests.json. That file is what this test captures: for each screen of
// src/config/admin-screens.ts, the requests its route loader really makes, through the app's Supabase
// client, with placeholders for the signed-in person and the post. A query changed without the file fails here; `npx vitest run
// tests/unit/app/early-requests.test.ts -u` writes the file anew. (At run time a request that no longer
// matches is only not served early: lib/early-responses.ts compares the whole request.)

/** Who calls and with which key: the shell adds its own. */
const CALLER_HEADERS = ['apikey', 'authorization', 'x-client-info']

afterEach(() => {
  vi.unstubAllGlobals()
})

/** What a loader's reads are answered with here: enough for each query to end without a second request. */
function emptyAnswer(headers: Headers): Response {
  const oneRow = headers.get('accept') === 'application/vnd.pgrst.object+json'
  return new Response(oneRow ? '{}' : '[]', {
    status: 200,
    headers: { 'content-type': 'application/json', 'content-range': '*/0' },
  })
}

async function captureScreen(screen: AdminScreen): Promise<EarlyRequestTemplate[]> {
  const requests: EarlyRequestTemplate[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const headers = new Headers(init?.headers)
    requests.push({
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      params: [...url.searchParams],
      headers: Object.fromEntries([...headers].filter(([name]) => !CALLER_HEADERS.includes(name))),
      body: typeof init?.body === 'string' ? init.body : null,
    })
    return emptyAnswer(headers)
  })
  const queryClient = createQueryClient()
  const user = { id: EARLY_DATA_PLACEHOLDERS.userId } as User
  const args = {
    queryClient,
    url: new URL(screen.path, 'https://site.example'),
    params: { id: EARLY_DATA_PLACEHOLDERS.routeId },
  }
  staffData.session(user, args)
  staffData[screen.name](user, args)
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0))
  return requests
}

describe("the back office's early reads", () => {
  it('are the requests the route loaders make, as src/app/routes/admin/early-requests.json has them', async () => {
    const screens: Partial<Record<AdminScreen['name'], EarlyRequestTemplate[]>> = {}
    for (const screen of adminScreens) screens[screen.name] = await captureScreen(screen)
    await expect(`${JSON.stringify(screens, null, 2)}\n`).toMatchFileSnapshot(
      '../../../src/app/routes/admin/early-requests.json',
    )
  })
})
