// `npm run clio`: the Clio content API alone (offline unless providers are configured).
// `npm run dev` starts it too, beside the local Supabase stand-in. In production this file is what
// the service runs (docs/deploy-clio.md).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { closeOnSignal } from './close-on-signal.ts'
import { ClioPortInUseError, startClio, type ClioOptions, type ClioServer } from './server.ts'

/** Starts Clio on the configured port; prints a clear message and exits (code 2) when it is taken. */
export async function startClioOrExit(
  options: ClioOptions = {},
  beforeExit?: () => Promise<void>,
): Promise<ClioServer> {
  try {
    return await startClio(options)
  } catch (error) {
    if (error instanceof ClioPortInUseError) {
      console.error(`\n✖ ${error.message}\n`)
      await beforeExit?.()
      process.exit(2)
    }
    throw error
  }
}

export function printClioUrls(clio: ClioServer): void {
  const { text, image, pexels } = clio.providers
  const { config } = clio
  console.log(`  Clio content API       ${clio.url}`)
  console.log(
    `    providers            text: ${text}${text === 'openai' ? ` (${config.openai?.textModel})` : ''}, ` +
      `image: ${image}${image === 'openai' ? ` (${config.openai?.imageModel})` : ''}, ` +
      `pexels: ${pexels ? 'on' : 'off (PEXELS_API_KEY not set)'}`,
  )
  console.log(`    auth                 ${config.supabaseUrl} (${config.jwtSecret ? 'JWT secret' : 'Auth API'})`)
  console.log(`    images               ${config.imagesDir}`)
  console.log(
    `    media intake         ${config.supabaseServiceRoleKey ? 'POST /media on' : 'off (CLIO_SUPABASE_SERVICE_ROLE_KEY not set: uploads answer 503)'}`,
  )
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const clio = await startClioOrExit()
  console.log('')
  printClioUrls(clio)
  console.log('')
  closeOnSignal(() => clio.close())
}
