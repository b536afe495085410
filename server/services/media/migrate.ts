import type { MediaStorage } from "./storage";

export interface MigrationProgress {
  /** Files looked at so far, of `total`. */
  done: number;
  total: number;
  copied: number;
  /** Already in the target with the same size (a resumed run). */
  skipped: number;
  key: string;
}

export interface MigrationResult {
  total: number;
  copied: number;
  skipped: number;
  failed: Array<{ key: string; error: string }>;
}

/**
 * Copies every file of `source` into `target`, one at a time (memory stays flat: each file is streamed). A file the
 * target already holds with the same size is skipped, so a run that was interrupted resumes where it stopped.
 * Nothing is deleted from the source: the operator removes the local folder once the site runs on the bucket.
 */
export async function migrateMedia(
  source: MediaStorage,
  target: MediaStorage,
  onProgress: (progress: MigrationProgress) => void = () => undefined,
): Promise<MigrationResult> {
  const keys: string[] = [];
  for await (const key of source.keys()) keys.push(key);
  keys.sort();
  const result: MigrationResult = { total: keys.length, copied: 0, skipped: 0, failed: [] };
  let done = 0;
  for (const key of keys) {
    try {
      const [from, to] = await Promise.all([source.stat(key), target.stat(key)]);
      if (from && to && to.bytes === from.bytes) {
        result.skipped++;
      } else if (from) {
        await target.put(key, await source.get(key));
        result.copied++;
      }
    } catch (error) {
      result.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
    }
    done++;
    onProgress({ done, total: keys.length, copied: result.copied, skipped: result.skipped, key });
  }
  return result;
}
