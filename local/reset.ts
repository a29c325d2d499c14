// `npm run local:reset`: wipes the local stack's data folder and builds a fresh, seeded database.
import { openDatabase, resetDatabase } from './db/database.ts'
import { localDataDir } from './local-data-dir.ts'
import path from 'node:path'

const dataDir = localDataDir()
await resetDatabase(dataDir)
console.log(`Wiped ${dataDir}`)
// Same layout as startLocalStack({ dataDir }): the database lives in <dataDir>/db.
const db = await openDatabase({ dataDir: path.join(dataDir, 'db') })
await db.close()
console.log('Applied platform, migrations and seed. Start the stack with `npm run local` or `npm run dev`.')
