import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const SEED = resolve(process.cwd(), 'supabase/seeds/posts.sql')

/** Each seed post's slug, content and reference_list ('[…]'::jsonb, [] when it has none), read from the seed SQL. */
export function seedPosts() {
  return readFileSync(SEED, 'utf8')
    .split(/insert into public\.posts/i)
    .slice(1)
    .map((statement) => {
      const slug = /'([a-z0-9-]+)',\s*\$html\$/.exec(statement)?.[1] ?? ''
      const content = /\$html\$([\s\S]*?)\$html\$/.exec(statement)?.[1] ?? ''
      const list = /'(\[[\s\S]*?\])'::jsonb/.exec(statement)?.[1]
      return {
        slug,
        content,
        references: list ? (JSON.parse(list.replace(/''/g, "'")) as Record<string, string>[]) : [],
      }
    })
}
