import type { ServiceContext } from '../context.ts'
import type { BlobStore } from './blob-store.ts'

export interface StorageDeps {
  ctx: ServiceContext
  blobs: BlobStore
}
