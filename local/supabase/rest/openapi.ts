// GET /rest/v1/ : PostgREST answers with an OpenAPI description of the exposed schema. The app's
// diagnostics only check that it answers; this lists tables and functions with their columns.
import type { SchemaCache } from './schema-cache.ts'

export function openApiDocument(cache: SchemaCache, publicUrl: string) {
  const paths: Record<string, object> = { '/': { get: { produces: ['application/openapi+json', 'application/json'] } } }
  const definitions: Record<string, object> = {}
  for (const table of cache.tables.values()) {
    paths[`/${table.name}`] = { get: {}, ...(table.isView ? {} : { post: {}, patch: {}, delete: {} }) }
    definitions[table.name] = {
      type: 'object',
      required: table.primaryKey,
      properties: Object.fromEntries([...table.columns.values()].map((c) => [c.name, { format: c.type }])),
    }
  }
  for (const name of cache.functions.keys()) paths[`/rpc/${name}`] = { post: {} }
  return {
    swagger: '2.0',
    info: { title: 'local PostgREST-compatible API', version: '12' },
    host: new URL(publicUrl).host,
    basePath: '/rest/v1',
    schemes: [new URL(publicUrl).protocol.replace(':', '')],
    consumes: ['application/json'],
    produces: ['application/json'],
    paths,
    definitions,
  }
}
