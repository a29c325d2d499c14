// Posts the browser tests put in the database before opening a screen, written as the service role.
import { slugify } from '@/lib/slugify'
import { serviceRest } from './fixtures'

/**
 * Inserts a post in "Pesquisas" whose slug is made from its title (as the editor makes it); `fields`
 * add or replace any column (status, author_id, content…). Returns the inserted row.
 */
export async function insertPost<Row = { id: string; slug: string }>(
  title: string,
  fields: Record<string, unknown> = {},
): Promise<Row> {
  const [category] = (await serviceRest('categories?select=id&slug=eq.pesquisas')) as { id: string }[]
  const [row] = (await serviceRest('posts', {
    method: 'POST',
    body: JSON.stringify({ title, slug: slugify(title), category_id: category.id, ...fields }),
  })) as Row[]
  return row
}
