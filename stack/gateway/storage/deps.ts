import type pg from 'pg'
import type { TokenIssuer } from '../../keys.ts'

/** What the storage routes need. */
export interface StorageDeps extends TokenIssuer {
  pool: pg.Pool
  /** Folder holding one sub-folder per bucket. */
  storageDir: string
}
