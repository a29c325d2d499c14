import type { RouteObject } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { paths } from '@/config/paths'

// A staff route's module is imported only once the route loaders' module has run (decision 032): the
// screens' file imports the loaders' file, and when both were asked for together the browser ran them
// in one task, so the loaders started the data only after every screen's code had been evaluated.
// Here the loaders' module is held back until the test lets it load, and each import is logged.

const imports = vi.hoisted(() => {
  let open!: () => void
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { log: [] as string[], loaders: { opened, open } }
})

vi.mock('@/app/routes/admin/loaders', async (importOriginal) => {
  await imports.loaders.opened
  imports.log.push('loaders')
  return importOriginal()
})
vi.mock('@/app/routes/admin/staff-root', async (importOriginal) => {
  imports.log.push('staff-root')
  return importOriginal()
})
vi.mock('@/app/routes/admin/posts', async (importOriginal) => {
  imports.log.push('posts')
  return importOriginal()
})

const { routes } = await import('@/app/router')

function findRoute(from: RouteObject[], test: (route: RouteObject) => boolean): RouteObject | undefined {
  for (const route of from) {
    const found = test(route) ? route : route.children && findRoute(route.children, test)
    if (found) return found
  }
  return undefined
}

describe("the staff routes' code", () => {
  it("is imported only once the loaders' module has run", async () => {
    const staffRoot = findRoute(
      routes,
      (route) =>
        Boolean(route.loader) && Boolean(route.children?.some((child) => child.path === paths.admin.login.path)),
    )
    const postList = findRoute(routes, (route) => route.path === paths.admin.posts.path)
    const loadRoot = staffRoot?.lazy as () => Promise<unknown>
    const loadPostList = postList?.lazy as () => Promise<unknown>
    expect(loadRoot).toBeTypeOf('function')
    expect(loadPostList).toBeTypeOf('function')

    const loading = Promise.all([loadRoot(), loadPostList()])
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(imports.log).toEqual([])

    imports.loaders.open()
    await loading
    expect(imports.log[0]).toBe('loaders')
    expect(imports.log).toEqual(expect.arrayContaining(['staff-root', 'posts']))
  })
})
