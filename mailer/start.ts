// `npm run mailer`: the mailer alone (against the local stack unless MAILER_SUPABASE_URL says
// otherwise). `npm run dev` starts it too, against the stack it starts. In production this file is
// what the service runs (mailer/README.md).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startMailer, type Mailer, type MailerOptions } from './mailer.ts'

/** Starts the mailer; a setting it cannot use is printed and ends the process with code 2. */
export async function startMailerOrExit(
  options: MailerOptions = {},
  beforeExit?: () => Promise<unknown>,
): Promise<Mailer> {
  try {
    return startMailer(options)
  } catch (error) {
    console.error(`\n✖ mailer: ${error instanceof Error ? error.message : String(error)}\n`)
    await beforeExit?.()
    process.exit(2)
  }
}

export async function printMailerLine(mailer: Mailer): Promise<void> {
  const { smtp, supabaseUrl, pollMs, from, siteUrl } = mailer.summary
  console.log(`  Mailer                 ${smtp} (e-mail outbox of ${supabaseUrl}, every ${pollMs / 1000} s)`)
  console.log(`    from, links          ${from}, ${siteUrl}`)
  const { referenceWatchMs } = mailer.summary
  console.log(
    `    reference watch      ${referenceWatchMs === null ? 'off (REFERENCE_WATCH=on turns it on)' : `every ${referenceWatchMs >= 60_000 ? `${Math.round(referenceWatchMs / 60_000)} min` : `${referenceWatchMs / 1000} s`} (links, retractions; each at most weekly)`}`,
  )
  console.log(
    `    citation formatter   every ${mailer.summary.citationPollMs / 1000} s (reference lists in the site's style)`,
  )
  const { audienceRollupMs } = mailer.summary
  console.log(
    `    audience roll-up     every ${audienceRollupMs >= 60_000 ? `${Math.round(audienceRollupMs / 60_000)} min` : `${audienceRollupMs / 1000} s`} (landings, searches, sign-ups into daily counts)`,
  )
  const oneClick = await mailer.listening
  if (oneClick) console.log(`    one-click unsubscribe ${oneClick}`)
}

/** SIGINT / SIGTERM: finish the batch in flight, then exit (systemd and Docker send SIGTERM). */
function stopOnSignal(mailer: Mailer): void {
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: the mailer finishes the batch in flight and stops…`)
    mailer
      .stop()
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const mailer = await startMailerOrExit()
  console.log('')
  await printMailerLine(mailer)
  console.log('')
  stopOnSignal(mailer)
}
