import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { S3StorageOptions } from "../../server/services/media/s3-storage";

/** Fixed credentials that s3rver accepts; they exist only inside the test process. */
export const TEST_S3_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The environment a server process (or loadConfig) needs to use this bucket. */
  env: Record<string, string>;
  /** What createS3Storage needs to use this bucket, its staging files in `stagingDir`. */
  storageOptions(stagingDir: string): S3StorageOptions;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) on a loopback port (a free one unless `port` is given) with one empty bucket, its objects in a temporary folder.
 * The tests talk to it through the real AWS SDK, as production talks to S3.
 */
export async function startTestS3Server(bucket = "entwine-media", port = 0): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-s3-"));
  const server = new S3rver({ port, address: "127.0.0.1", silent: true, directory });
  const listening = await server.run();
  const endpoint = `http://127.0.0.1:${listening.port}`;
  const client = new S3Client({
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: TEST_S3_CREDENTIALS,
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_STORAGE: "s3",
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
    },
    storageOptions: (stagingDir) => ({
      bucket,
      region: "us-east-1",
      endpoint,
      forcePathStyle: true,
      stagingDir,
      clientConfig: { credentials: TEST_S3_CREDENTIALS },
    }),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
