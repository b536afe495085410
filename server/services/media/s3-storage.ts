import fs from "node:fs";
import fsp from "node:fs/promises";
import { Readable } from "node:stream";
import type { S3ClientConfig } from "@aws-sdk/client-s3";
import { assertStorageKey, type MediaStorage, type StoredObject } from "./storage";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, Spaces…); unset for AWS itself. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Local folder for uploads being received and processed (sharp needs a file); one per instance. */
  stagingDir: string;
  /** Extra client settings (tests pass fixed credentials; production uses the SDK's default chain). */
  clientConfig?: Partial<S3ClientConfig>;
}

export interface S3MediaStorage extends MediaStorage {
  readonly bucket: string;
  /** Resolves when the bucket answers; rejects with a message naming the setting that is wrong. */
  verify(): Promise<void>;
  /** Releases the client's sockets. */
  close(): void;
}

/**
 * Part size of multipart uploads: S3's smallest allowed part. A file is read from staging and sent in parts of
 * this size, at most `QUEUE_SIZE` at once, so memory stays bounded whatever the file's size.
 */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

// The SDK warns on Node 20 that releases from 2027 on will need Node 22. package.json pins the SDK to an exact
// release that supports Node 20, so the notice does not apply and would only repeat in every start-up log.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

/** The HTTP status of an SDK error, when the store answered. */
function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
  const name = (error as Error | null)?.name;
  return name === "NotFound" || name === "NoSuchKey" || statusOf(error) === 404;
}

/**
 * Media in an S3 bucket (or any S3-compatible store): keys are the same flat names as on local disk. The SDK is
 * imported here, on first use, so that a server on local disk never loads it (a static import would be hoisted
 * into the start of the server bundle).
 */
export async function createS3Storage(options: S3StorageOptions): Promise<S3MediaStorage> {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    S3Client,
  } = await import("@aws-sdk/client-s3");
  const { Upload } = await import("@aws-sdk/lib-storage");
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    ...options.clientConfig,
  });
  const { bucket, stagingDir } = options;

  async function stat(key: string): Promise<StoredObject | null> {
    assertStorageKey(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return { bytes: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** Streams a body into the bucket in parts; the object appears whole when the upload completes, or not at all. */
  async function upload(key: string, body: Readable): Promise<StoredObject> {
    assertStorageKey(key);
    const transfer = new Upload({
      client,
      params: { Bucket: bucket, Key: key, Body: body },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    await transfer.done();
    const stored = await stat(key);
    if (!stored) throw new Error(`The bucket did not keep ${key}`);
    return stored;
  }

  return {
    bucket,
    stagingDir,
    async put(key, body) {
      return upload(key, body);
    },
    async putFile(key, localPath) {
      const stored = await upload(key, fs.createReadStream(localPath));
      await fsp.rm(localPath, { force: true });
      return stored;
    },
    async get(key, range) {
      assertStorageKey(key);
      const answer = await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      const body = answer.Body;
      if (body instanceof Readable) return body;
      if (!body) return Readable.from([]);
      // Other runtimes hand back a web stream; Node's SDK gives a Readable, checked above.
      return Readable.fromWeb(body.transformToWebStream() as Parameters<typeof Readable.fromWeb>[0]);
    },
    stat,
    async exists(key) {
      return (await stat(key)) !== null;
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async *keys() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async verify() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const status = statusOf(error);
        const detail = error instanceof Error ? error.message || error.name : String(error);
        if (status === 404) throw new Error(`S3_BUCKET: the bucket "${bucket}" does not exist`, { cause: error });
        if (status === 403 || status === 401) {
          throw new Error(
            `S3 credentials: access to bucket "${bucket}" was refused (${detail}); check AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY or the SDK's credential chain`,
            { cause: error },
          );
        }
        if (error instanceof Error && error.name === "CredentialsProviderError") {
          throw new Error(
            `S3 credentials: none found (${detail}); set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY or another source of the SDK's chain`,
            { cause: error },
          );
        }
        throw new Error(`S3_ENDPOINT/S3_REGION: the bucket "${bucket}" could not be reached (${detail})`, {
          cause: error,
        });
      }
    },
    close() {
      client.destroy();
    },
  };
}
