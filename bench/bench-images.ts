// `npm run bench:images`: the image bytes a 375-px phone downloads for `/` and for an article whose cover
// and a body image are uploads, with Storage's image transformations off (the stored file) and on
// (`/render/image` widths through srcset), from the production build served as a static host serves it,
// against a seeded in-memory local stack whose published posts all get an uploaded cover. Then what the
// local stack spends rendering, beside deriving the widths once on upload
// (docs/decisions/047-responsive-images.md). Prints figures; a benchmark, not a test: it exits 0 unless
// something fails to run. Takes the machine for a few minutes (two builds); run it under the browser lock.
import path from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import sharp from 'sharp'
import { LOCAL_SERVICE_ROLE_KEY } from '../local/keys.ts'
import { startLocalStack, type LocalStack } from '../local/supabase/server.ts'
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium.ts'
import { freePort } from '../tests/utils/free-port.ts'
import { buildSite, startStaticHost } from './static-site.ts'

const root = path.resolve(import.meta.dirname, '..')
const BUCKET = 'post-images'
// Lighthouse's mobile emulation is a 412-px phone at DPR 1.75; the 375-px phones people hold are DPR 2
// (iPhone SE/8) or 3 (iPhone 12/13 mini): 2 is the figure we keep, 3 the worst case.
const PHONE = { width: 375, height: 812 }
const DPRS = [2, 3] as const
const PHOTO = { width: 1600, height: 1067 }

/**
 * A stand-in for a phone photo as the editor uploads it (scaled to 1600 px, WebP 0.85): soft shapes, finer
 * detail and grain, which compress about as a photo does (~250 KB). Synthetic: a real photo's bytes differ.
 */
async function photoLike(): Promise<Buffer> {
  const layer = (width: number, height: number, sigma: number) =>
    sharp({
      create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } },
    })
      .png()
      .toBuffer()
  const shapes = await sharp(await layer(12, 8, 80))
    .resize(PHOTO.width, PHOTO.height, { kernel: 'cubic' })
    .blur(30)
    .png()
    .toBuffer()
  const detail = await sharp(await layer(400, 267, 35))
    .resize(PHOTO.width, PHOTO.height, { kernel: 'cubic' })
    .png()
    .toBuffer()
  return sharp(shapes)
    .composite([
      { input: detail, blend: 'soft-light' },
      { input: await layer(PHOTO.width, PHOTO.height, 8), blend: 'soft-light' },
    ])
    .webp({ quality: 85 })
    .toBuffer()
}

/** Uploads as the app names uploads (`<time>-<random>-<w>x<h>.webp`, cache 3600 s); returns the public URL. */
async function upload(stack: LocalStack, body: Buffer, index: number): Promise<string> {
  const name = `${Date.now()}-bench${index}-${PHOTO.width}x${PHOTO.height}.webp`
  const response = await fetch(`${stack.url}/storage/v1/object/${BUCKET}/${name}`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      'content-type': 'image/webp',
      'cache-control': 'max-age=3600',
    },
    body: new Uint8Array(body),
  })
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`)
  return `${stack.url}/storage/v1/object/public/${BUCKET}/${name}`
}

/** Every published post gets an uploaded cover; the first one also an uploaded image atop its body. Returns its slug. */
async function giveUploads(stack: LocalStack): Promise<{ slug: string; photos: Buffer[] }> {
  const { rows } = await stack.ctx.db.query<{ id: string; slug: string }>(
    `select id, slug from public.posts where status = 'published' order by published_at desc`,
  )
  const photos: Buffer[] = []
  for (const [index, post] of rows.entries()) {
    const photo = await photoLike()
    photos.push(photo)
    await stack.ctx.db.query('update public.posts set image = $1 where id = $2', [
      await upload(stack, photo, index),
      post.id,
    ])
  }
  const body = await upload(stack, await photoLike(), rows.length)
  await stack.ctx.db.query(
    `update public.posts set content = '<p><img src="' || $1 || '" alt="Foto enviada"></p>' || content where id = $2`,
    [body, rows[0].id],
  )
  return { slug: rows[0].slug, photos }
}

interface ImageLoad {
  onLoad: number
  scrolled: number
  uploads: number
  count: number
}

/** Image bytes (response bodies) a fresh phone downloads: at load, then after scrolling to the bottom. */
async function imageBytes(browser: Browser, url: string, dpr: number, storageOrigin: string): Promise<ImageLoad> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: dpr, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  const sizes: Promise<{ url: string; bytes: number }>[] = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'image') return
    sizes.push(request.sizes().then((s) => ({ url: request.url(), bytes: s.responseBodySize })))
  })
  const total = async () => (await Promise.all(sizes)).reduce((sum, image) => sum + image.bytes, 0)
  await page.goto(url, { waitUntil: 'networkidle' })
  const onLoad = await total()
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1500)
  const images = await Promise.all(sizes)
  await context.close()
  return {
    onLoad,
    scrolled: images.reduce((sum, image) => sum + image.bytes, 0),
    uploads: images.filter((image) => image.url.startsWith(storageOrigin)).reduce((sum, image) => sum + image.bytes, 0),
    count: images.length,
  }
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** What one request costs the local stack (it runs in this process): median latency and CPU per request. */
async function requestCost(url: string, runs = 15): Promise<{ ms: number; cpuMs: number; bytes: number }> {
  const times: number[] = []
  let bytes = 0
  const cpu = process.cpuUsage()
  for (let run = 0; run < runs; run++) {
    const start = performance.now()
    const response = await fetch(url, { headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } })
    bytes = (await response.arrayBuffer()).byteLength
    times.push(performance.now() - start)
  }
  const used = process.cpuUsage(cpu)
  return { ms: median(times), cpuMs: (used.user + used.system) / 1000 / runs, bytes }
}

/** The other way: every width written once on upload (what an upload would cost the uploader's machine or a function). */
async function deriveOnUpload(photo: Buffer): Promise<{ cpuMs: number; bytes: number }> {
  const cpu = process.cpuUsage()
  let bytes = 0
  for (const width of [320, 480, 640, 800, 1200]) {
    bytes += (await sharp(photo).resize({ width }).webp({ quality: 80 }).toBuffer()).length
  }
  const used = process.cpuUsage(cpu)
  return { cpuMs: (used.user + used.system) / 1000, bytes }
}

async function measurePages(stack: LocalStack, slug: string, browser: Browser) {
  const rows: string[] = []
  for (const transformations of ['off', 'on'] as const) {
    const outDir = path.join(root, 'test-results', `images-dist-${transformations}`)
    const port = await freePort()
    const siteUrl = `http://127.0.0.1:${port}`
    await buildSite(outDir, {
      ...process.env,
      NODE_ENV: 'production',
      VITE_SUPABASE_URL: stack.url,
      VITE_SITE_URL: siteUrl,
      VITE_SUPABASE_IMAGE_TRANSFORMATIONS: transformations,
    })
    const server = await startStaticHost(outDir, port, 10)
    try {
      for (const [name, page] of [
        ['/', '/'],
        ['article', `/blog/post/${slug}`],
      ]) {
        for (const dpr of DPRS) {
          const cpu = process.cpuUsage()
          const load = await imageBytes(browser, siteUrl + page, dpr, stack.url)
          const used = process.cpuUsage(cpu)
          rows.push(
            `| ${name} | ${dpr} | ${transformations} | ${kb(load.onLoad)} | ${kb(load.scrolled)} | ${kb(load.uploads)} | ${load.count} | ${Math.round((used.user + used.system) / 1000)} ms |`,
          )
        }
      }
    } finally {
      if (server.pid) process.kill(-server.pid)
    }
  }
  return rows
}

async function main() {
  const stack = await startLocalStack({ port: 0 })
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  try {
    const { slug, photos } = await giveUploads(stack)
    console.log(
      `${photos.length} uploaded covers of ${PHOTO.width}×${PHOTO.height} (synthetic, photo-like), ${kb(photos.reduce((s, p) => s + p.length, 0) / photos.length)} each on average; article: /blog/post/${slug}\n`,
    )
    const rows = await measurePages(stack, slug, browser)
    console.log(`Image bytes a ${PHONE.width}×${PHONE.height} phone downloads (fresh cache):\n`)
    console.log(
      '| page | DPR | transformations | at load | after scrolling | of which uploads | images | CPU of this process* |',
    )
    console.log('|---|---|---|---|---|---|---|---|')
    for (const row of rows) console.log(row)
    console.log('\n* the local stack runs in this process: its REST and rendering work, plus the browser driver.')

    const object = (
      await stack.ctx.db.query<{ image: string }>(`select image from public.posts where slug = $1`, [slug])
    ).rows[0].image
    const renderBase = object.replace('/object/public/', '/render/image/public/')
    console.log(`\nWhat one image costs the local stack (median of 15 sequential requests, CPU per request):\n`)
    console.log('| request | latency | CPU | bytes |')
    console.log('|---|---|---|---|')
    const plain = await requestCost(object)
    console.log(
      `| stored file (object/public) | ${plain.ms.toFixed(1)} ms | ${plain.cpuMs.toFixed(1)} ms | ${kb(plain.bytes)} |`,
    )
    for (const width of [480, 800, 1200]) {
      const cost = await requestCost(`${renderBase}?width=${width}`)
      console.log(
        `| render/image width=${width} (WebP) | ${cost.ms.toFixed(1)} ms | ${cost.cpuMs.toFixed(1)} ms | ${kb(cost.bytes)} |`,
      )
    }
    const share = await requestCost(`${renderBase}?width=1200&height=630&resize=cover`)
    console.log(
      `| share crop 1200×630 | ${share.ms.toFixed(1)} ms | ${share.cpuMs.toFixed(1)} ms | ${kb(share.bytes)} |`,
    )
    const derived = await deriveOnUpload(photos[0])
    console.log(
      `\nDeriving 5 widths (320–1200, WebP) once on upload instead: ${Math.round(derived.cpuMs)} ms CPU per upload, ${kb(derived.bytes)} more stored per image.`,
    )
  } finally {
    await browser.close()
    await stack.close()
  }
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
