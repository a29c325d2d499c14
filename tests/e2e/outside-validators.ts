// The validators others use, run on the built pages (tests/e2e/built-pages-validate.test.ts,
// docs/decisions/027-built-pages-pass-outside-validators.md): the W3C Nu HTML Checker, xmllint with the
// sitemaps.org schema, rss-parser and the jsonld processor, each answering in a list of findings.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import jsonld from 'jsonld'
import { JSDOM } from 'jsdom'
import Parser from 'rss-parser'

const require = createRequire(import.meta.url)

/** Every file under `dir` whose name matches, as paths relative to it (sorted, `/` separators). */
export function filesIn(dir: string, pattern: RegExp): string[] {
  const found: string[] = []
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(child)
      else if (pattern.test(entry.name)) found.push(child)
    }
  }
  walk('')
  return found.sort()
}

// ---------------------------------------------------------------------------------------------------
// W3C Nu HTML Checker (npm vnu-jar ships vnu.jar; it runs on the system Java, see .ci/run).

const JAVA_INSTALL_HINT =
  'The Nu HTML Checker needs Java: install Debian\'s "sudo apt-get install -y default-jre-headless" (.ci/run does) or set JAVA_HOME.'

function findJava(): string {
  const candidates = [process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : null, 'java'].filter(
    (java): java is string => java !== null,
  )
  for (const java of candidates) if (spawnSync(java, ['-version'], { stdio: 'ignore' }).status === 0) return java
  throw new Error(JAVA_INSTALL_HINT)
}

export interface NuMessage {
  /** The file's absolute path. */
  file: string
  line?: number
  /** "error", "non-document-error" (the checker could not read the file) or "info" with subType "warning". */
  type: string
  subType?: string
  message: string
  extract?: string
}

/**
 * Runs vnu.jar once (one JVM) over the given HTML files (absolute paths) and returns every message it gave, the
 * warnings included. `--format json` prints `{ messages: [...] }` on stderr; the exit code only says
 * whether there were errors.
 */
export function nuCheck(files: string[]): NuMessage[] {
  const jar = require('vnu-jar') as string
  const result = spawnSync(findJava(), ['-Xss8m', '-jar', String(jar), '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.error) throw result.error
  let report: { messages: (Omit<NuMessage, 'file'> & { url?: string; lastLine?: number; firstLine?: number })[] }
  try {
    report = JSON.parse(result.stderr) as typeof report
  } catch {
    throw new Error(`vnu.jar did not answer in JSON (exit ${result.status}): ${result.stderr.slice(0, 2000)}`)
  }
  return report.messages.map(({ url, lastLine, type, subType, message, extract }) => ({
    file: url ? decodeURIComponent(new URL(url).pathname) : '?',
    line: lastLine,
    type,
    subType,
    message,
    extract,
  }))
}

/** Errors only: a warning ("info" with subType "warning") is advice, not a failure. */
export const nuErrors = (messages: NuMessage[]) => messages.filter((message) => message.type !== 'info')

// ---------------------------------------------------------------------------------------------------
// Sitemaps: a <urlset> against sitemaps.org's sitemap.xsd (shipped by the npm package sitemap) with
// xmllint; a <sitemapindex> structurally, since no npm package ships sitemaps.org's siteindex.xsd.

const XMLLINT_INSTALL_HINT =
  'The sitemap check needs xmllint: install Debian\'s "sudo apt-get install -y libxml2-utils" (.ci/run does).'
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const SITEMAP_XSD = path.join(path.dirname(require.resolve('sitemap/package.json')), 'schema/sitemap.xsd')
/** sitemaps.org: at most 50,000 URLs (or sitemaps, in an index) and 50 MB uncompressed per file. */
const SITEMAP_MAX_ENTRIES = 50_000
const SITEMAP_MAX_BYTES = 50 * 1024 * 1024
/** W3C Datetime, the format sitemaps.org's lastmod takes (a date, or a date and time with its zone). */
const W3C_DATETIME = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/

/** What is wrong with one sitemap file, as "file: problem" lines (none when it is valid). */
export function sitemapProblems(dir: string, file: string, siteUrl: string): string[] {
  const xml = readFileSync(path.join(dir, file), 'utf8')
  const problems: string[] = []
  if (Buffer.byteLength(xml) > SITEMAP_MAX_BYTES) problems.push(`larger than 50 MB`)
  const document = new JSDOM(xml, { contentType: 'application/xml' }).window.document
  const rootElement = document.documentElement
  if (rootElement.namespaceURI !== SITEMAP_NAMESPACE)
    problems.push(`root element in namespace ${rootElement.namespaceURI}, not ${SITEMAP_NAMESPACE}`)
  if (rootElement.localName === 'urlset') {
    problems.push(...xmllintSchema(path.join(dir, file), SITEMAP_XSD))
    const locs = [...rootElement.getElementsByTagNameNS(SITEMAP_NAMESPACE, 'loc')].map(
      (loc) => loc.textContent?.trim() ?? '',
    )
    if (locs.length > SITEMAP_MAX_ENTRIES) problems.push(`${locs.length} URLs, more than ${SITEMAP_MAX_ENTRIES}`)
    // The schema takes any URI; sitemaps.org wants every URL on the site the sitemap is for.
    for (const loc of locs) if (!loc.startsWith(`${siteUrl}/`)) problems.push(`<loc>${loc}</loc> is not on ${siteUrl}`)
  } else if (rootElement.localName === 'sitemapindex') {
    problems.push(...sitemapIndexProblems(dir, rootElement, siteUrl))
  } else {
    problems.push(`root element <${rootElement.localName}> is neither <urlset> nor <sitemapindex>`)
  }
  return problems.map((problem) => `${file}: ${problem}`)
}

function xmllintSchema(file: string, schema: string): string[] {
  const result = spawnSync('xmllint', ['--noout', '--nonet', '--schema', schema, file], { encoding: 'utf8' })
  if (result.error) throw new Error(`${XMLLINT_INSTALL_HINT} (${result.error.message})`)
  if (result.status === 0) return []
  // xmllint prints "<file>:<line>: Schemas validity error : …" per problem, then "<file> fails to validate".
  return result.stderr
    .split('\n')
    .filter((line) => line.trim() && !line.endsWith('fails to validate'))
    .map((line) => line.replace(`${file}:`, 'line '))
}

/**
 * sitemaps.org's siteindex.xsd, checked by hand: <sitemapindex> holds 1 to 50,000 <sitemap>, each with
 * one <loc> (an absolute URL under 2,048 characters) and at most one <lastmod> (W3C Datetime), nothing
 * else in that namespace; each loc names a sitemap on this site that the build wrote.
 */
function sitemapIndexProblems(dir: string, index: Element, siteUrl: string): string[] {
  const problems: string[] = []
  const children = [...index.children]
  if (children.length === 0) problems.push('<sitemapindex> lists no <sitemap>')
  if (children.length > SITEMAP_MAX_ENTRIES)
    problems.push(`${children.length} sitemaps, more than ${SITEMAP_MAX_ENTRIES}`)
  for (const child of children) {
    if (child.namespaceURI !== SITEMAP_NAMESPACE || child.localName !== 'sitemap') {
      problems.push(`<${child.localName}> inside <sitemapindex>`)
      continue
    }
    const parts = [...child.children].filter((part) => part.namespaceURI === SITEMAP_NAMESPACE)
    const names = parts.map((part) => part.localName)
    if (names.filter((name) => name === 'loc').length !== 1 || names[0] !== 'loc')
      problems.push(`a <sitemap> whose first element is not its one <loc>: ${names.join(', ')}`)
    if (
      names.filter((name) => name === 'lastmod').length > 1 ||
      names.some((name) => name !== 'loc' && name !== 'lastmod')
    )
      problems.push(`a <sitemap> with ${names.join(', ')} (only loc and lastmod are allowed)`)
    const loc = parts.find((part) => part.localName === 'loc')?.textContent?.trim() ?? ''
    const lastmod = parts.find((part) => part.localName === 'lastmod')?.textContent?.trim()
    if (lastmod !== undefined && !W3C_DATETIME.test(lastmod))
      problems.push(`<lastmod>${lastmod}</lastmod> is not a W3C Datetime`)
    if (!URL.canParse(loc) || loc.length >= 2048)
      problems.push(`<loc>${loc}</loc> is not an absolute URL under 2,048 characters`)
    else if (!loc.startsWith(`${siteUrl}/`)) problems.push(`<loc>${loc}</loc> is not on ${siteUrl}`)
    else if (!existsSync(path.join(dir, decodeURIComponent(new URL(loc).pathname))))
      problems.push(`<loc>${loc}</loc> names a file the build did not write`)
  }
  return problems
}

// ---------------------------------------------------------------------------------------------------
// RSS: rss-parser (what many readers and bots use), plus what RSS 2.0 requires of a channel and its items.

/** What is wrong with rss.xml as rss-parser reads it; it throws on XML it cannot read or a feed that is not RSS. */
export async function rssProblems(xml: string, siteUrl: string): Promise<{ problems: string[]; items: number }> {
  const problems: string[] = []
  // Anything the parser (or xml2js under it) writes to the console counts as a warning.
  const warnings: string[] = []
  const { warn, error } = console
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '))
  console.error = (...args: unknown[]) => warnings.push(args.map(String).join(' '))
  let feed: Awaited<ReturnType<Parser['parseString']>>
  try {
    feed = await new Parser().parseString(xml)
  } catch (thrown) {
    return { problems: [`rss-parser: ${thrown instanceof Error ? thrown.message : String(thrown)}`], items: 0 }
  } finally {
    console.warn = warn
    console.error = error
  }
  problems.push(...warnings.map((warning) => `rss-parser warned: ${warning}`))
  if (!/<rss[^>]*\bversion="2\.0"/.test(xml)) problems.push('not <rss version="2.0">')
  // RSS 2.0: a channel has title, link and description; an item has a title or a description.
  if (!feed.title) problems.push('the channel has no <title>')
  if (!feed.link?.startsWith(siteUrl)) problems.push(`the channel's <link> ${feed.link} is not the site ${siteUrl}`)
  if (!feed.description) problems.push('the channel has no <description>')
  for (const [index, item] of feed.items.entries()) {
    const name = `item ${index + 1} (${item.title ?? item.link})`
    if (!item.title && !item.content) problems.push(`${name} has neither <title> nor <description>`)
    if (!item.link?.startsWith(`${siteUrl}/`)) problems.push(`${name}: <link> ${item.link} is not on the site`)
    if (!item.guid) problems.push(`${name} has no <guid>`)
    // rss-parser gives isoDate only for a pubDate it could read (RFC 822 in RSS 2.0).
    if (
      !item.pubDate ||
      !item.isoDate ||
      !/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/.test(item.pubDate)
    )
      problems.push(`${name}: <pubDate>${item.pubDate}</pubDate> is not an RFC 822 date`)
  }
  return { problems, items: feed.items.length }
}

// ---------------------------------------------------------------------------------------------------
// JSON-LD: the jsonld processor expands every block in safe mode (a term it would drop, a relative or
// malformed IRI is an error), with schema.org's context from here (no network); every expanded type
// and property must then be in the schema.org vocabulary, as listed by the npm package schema-dts.

const SCHEMA_ORG = 'https://schema.org/'
/** What the context https://schema.org resolves to for this check: every term in the schema.org vocabulary. */
const SCHEMA_ORG_CONTEXT = { '@context': { '@vocab': SCHEMA_ORG } }
const SCHEMA_ORG_CONTEXT_URLS = /^https?:\/\/schema\.org\/?(docs\/jsonldcontext\.json(ld)?)?$/

async function documentLoader(url: string) {
  if (SCHEMA_ORG_CONTEXT_URLS.test(url))
    return { contextUrl: undefined, documentUrl: url, document: SCHEMA_ORG_CONTEXT }
  throw new Error(`JSON-LD names a context other than schema.org's: ${url}`)
}

let vocabulary: { types: Set<string>; properties: Set<string> } | null = null
/** schema.org's types and properties, read from schema-dts's declarations ("@type": "X" and "x"?: …). */
export function schemaOrgVocabulary() {
  if (!vocabulary) {
    const declarations = readFileSync(require.resolve('schema-dts/dist/schema.d.ts'), 'utf8')
    vocabulary = {
      types: new Set([...declarations.matchAll(/^\s+"@type": "(\w+)";$/gm)].map((match) => match[1])),
      properties: new Set([...declarations.matchAll(/^\s+"(\w+)"\?: /gm)].map((match) => match[1])),
    }
  }
  return vocabulary
}

/**
 * Whether a term is a schema.org property: one of the vocabulary, or an Action's input/output
 * constraint on one (`query-input` on a SearchAction), the annotation schema.org's Actions
 * (https://schema.org/docs/actions.html) defines and schema-dts types as WithActionConstraints.
 */
const isSchemaOrgProperty = (name: string, properties: Set<string>) =>
  properties.has(name.replace(/-(input|output)$/, ''))

/** The `<script type="application/ld+json">` blocks of an HTML page, parsed. */
export function jsonLdBlocks(html: string): unknown[] {
  const scripts = new JSDOM(html).window.document.querySelectorAll('script[type="application/ld+json"]')
  return [...scripts].map((script) => JSON.parse(script.textContent ?? '') as unknown)
}

/** What is wrong with one JSON-LD block: expansion errors, then types and properties outside schema.org. */
export async function jsonLdProblems(block: unknown): Promise<string[]> {
  let expanded: unknown
  try {
    expanded = await jsonld.expand(block as object, { documentLoader, safe: true })
  } catch (thrown) {
    const error = thrown as Error & { details?: { event?: { code?: string; details?: unknown } } }
    const event = error.details?.event
    return [`jsonld.expand: ${error.message}${event ? ` (${event.code}: ${JSON.stringify(event.details)})` : ''}`]
  }
  const { types, properties } = schemaOrgVocabulary()
  const problems: string[] = []
  const inSchemaOrg = (iri: string, names: Set<string>, allowed: (name: string, names: Set<string>) => boolean) =>
    iri.startsWith(SCHEMA_ORG) && allowed(iri.slice(SCHEMA_ORG.length), names)
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (!node || typeof node !== 'object') return
    for (const [key, value] of Object.entries(node)) {
      if (key === '@type' && !('@value' in node)) {
        for (const type of [value].flat() as string[])
          if (!inSchemaOrg(type, types, (name, names) => names.has(name)))
            problems.push(`type ${type} is not in schema.org`)
      } else if (!key.startsWith('@') && !inSchemaOrg(key, properties, isSchemaOrgProperty)) {
        problems.push(`property ${key} is not in schema.org`)
      }
      if (!key.startsWith('@') || key === '@list' || key === '@set' || key === '@graph') walk(value)
    }
  }
  walk(expanded)
  return problems
}
