import path from "node:path";
import type { AppConfig } from "../../base/config";
import { createS3Storage, type S3MediaStorage } from "./s3-storage";
import { createLocalDiskStorage, type MediaStorage } from "./storage";

export type MediaStorageConfig = Pick<
  AppConfig,
  "MEDIA_STORAGE" | "S3_BUCKET" | "S3_REGION" | "S3_ENDPOINT" | "S3_FORCE_PATH_STYLE" | "mediaDir" | "dataDir"
>;

/**
 * The store the configuration names: files under `DATA_DIR/media`, or an S3 bucket.
 */
export async function createConfiguredStorage(config: MediaStorageConfig): Promise<MediaStorage | S3MediaStorage> {
  if (config.MEDIA_STORAGE !== "s3") return createLocalDiskStorage(config.mediaDir);
  return createS3Storage({
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    // Uploads are received and processed on this instance's disk before they go to the bucket.
    stagingDir: path.join(config.dataDir, "media-staging"),
  });
}

export function isS3Storage(storage: MediaStorage): storage is S3MediaStorage {
  return "verify" in storage && typeof (storage as S3MediaStorage).verify === "function";
}
