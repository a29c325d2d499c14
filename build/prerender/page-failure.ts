import { paths } from '../../src/config/paths.ts'
import type { ListedPost } from './site-listing.ts'

/** A page the renderer could not make: its path, and why. The build stops on it. */
export class PageRenderError extends Error {
  constructor(
    readonly pagePath: string,
    reason: string,
  ) {
    super(`prerender: ${pagePath}: ${reason}`)
    this.name = 'PageRenderError'
  }
}

/** The post whose article lives at `pagePath`, if it is an article page. */
export function postAtPage(posts: readonly ListedPost[], pagePath: string): ListedPost | undefined {
  return posts.find((post) => paths.article.href(post.slug) === pagePath)
}

/**
 * Tells a post's author and responsible editor that its public page failed to build — a scheduled post
 * that came due stays off the site until someone acts (report_page_build_failure: once per page
 * version, audit-logged). It needs the project's service-role key (SUPABASE_SERVICE_ROLE_KEY on the
 * build host); without one only the build log says so. Never throws: the build's own error matters more.
 */
export async function reportPageFailure(
  project: { apiUrl: string; serviceRoleKey: string | null },
  postId: string,
  reason: string,
): Promise<string> {
  if (!project.serviceRoleKey) return 'not reported to the newsroom (no SUPABASE_SERVICE_ROLE_KEY)'
  try {
    const response = await fetch(`${project.apiUrl}/rest/v1/rpc/report_page_build_failure`, {
      method: 'POST',
      headers: {
        apikey: project.serviceRoleKey,
        Authorization: `Bearer ${project.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ p_post: postId, p_error: reason.slice(0, 1000) }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) return `not reported to the newsroom (${response.status} ${await response.text()})`
    return `reported to the newsroom (${await response.text()} notified)`
  } catch (error) {
    return `not reported to the newsroom (${error instanceof Error ? error.message : String(error)})`
  }
}
