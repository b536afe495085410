// The media suite of media.test.ts, run against an S3-compatible server (s3rver) instead of the local disk:
// uploads, variants, ranges, deletion and refusals must behave the same in a bucket.
process.env.ENTWINE_MEDIA_SUITE_STORAGE = "s3";
await import("./media.test");

export {};
