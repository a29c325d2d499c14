/**
 * Closes a server once on SIGINT / SIGTERM (Ctrl-C; systemd and Docker send SIGTERM), then exits.
 * Here, with no imports, so the Clio service (which runs in production) and the local stack share it.
 */
export function closeOnSignal(close: () => Promise<void>): void {
  let closing = false
  const stop = (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    console.log(`\n${signal}: stopping…`)
    close()
      .catch((error) => console.error(error))
      .finally(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
