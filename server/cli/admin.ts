// `npm run admin -- set-password [username]`: sets (or creates) an admin's password. The password is read from
// standard input when it is piped, otherwise asked for at a prompt without echo.
// `npm run admin -- migrate-media`: copies the files under DATA_DIR/media into the S3 bucket the configuration
// names (MEDIA_STORAGE=s3, S3_*), resumable, with a progress bar.
import readline from "node:readline";
import { Writable } from "node:stream";
import cliProgress from "cli-progress";
import { startRuntime } from "../bootstrap";
import { ConfigError, loadConfig } from "../base/config";
import { createConfiguredStorage, isS3Storage } from "../services/media/configured-storage";
import { migrateMedia } from "../services/media/migrate";
import { createLocalDiskStorage } from "../services/media/storage";

const USAGE = "Usage: npm run admin -- set-password [username]\n       npm run admin -- migrate-media";

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let input = "";
    for await (const chunk of process.stdin) input += chunk;
    return input.replace(/\r?\n$/, "");
  }
  const muted = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  const rl = readline.createInterface({ input: process.stdin, output: muted, terminal: true });
  process.stdout.write("New password: ");
  const password = await new Promise<string>((resolve) => rl.question("", resolve));
  process.stdout.write("\n");
  rl.close();
  return password;
}

async function migrateMediaCommand() {
  const config = loadConfig(process.env);
  const target = await createConfiguredStorage(config);
  if (!isS3Storage(target)) {
    console.error(
      "MEDIA_STORAGE: set MEDIA_STORAGE=s3 and S3_BUCKET (with S3_REGION, S3_ENDPOINT as needed) to name the bucket to copy into.",
    );
    process.exit(64);
  }
  try {
    await target.verify();
  } catch (error) {
    throw new ConfigError([(error as Error).message]);
  }
  const source = createLocalDiskStorage(config.mediaDir);
  const bar = new cliProgress.SingleBar(
    {
      format: "Media {bar} {value}/{total} files | {copied} copied, {skipped} already there",
      noTTYOutput: true,
      notTTYSchedule: 5000,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  const result = await migrateMedia(source, target, (progress) => {
    if (!started) {
      bar.start(progress.total, 0, { copied: 0, skipped: 0 });
      started = true;
    }
    bar.update(progress.done, { copied: progress.copied, skipped: progress.skipped });
  });
  if (started) bar.stop();
  target.close();
  console.log(
    `${result.total} files in ${config.mediaDir}: ${result.copied} copied to bucket "${target.bucket}", ${result.skipped} already there.`,
  );
  for (const failure of result.failed) console.error(`Not copied: ${failure.key} (${failure.error})`);
  if (result.failed.length > 0) {
    console.error(`${result.failed.length} files were not copied; run the command again to retry them.`);
    process.exit(1);
  }
}

async function main() {
  const [command, usernameArg] = process.argv.slice(2);
  if (command === "migrate-media") return migrateMediaCommand();
  if (command !== "set-password") {
    console.error(USAGE);
    process.exit(64);
  }
  const username = usernameArg ?? "admin";
  if (!/^[A-Za-z0-9_.@-]{3,64}$/.test(username)) {
    console.error("The username must be 3-64 letters, digits or _ . @ -");
    process.exit(64);
  }
  const password = await readPassword();
  if (password.length < 12) {
    console.error("The password must be at least 12 characters.");
    process.exit(65);
  }
  const runtime = await startRuntime({ ...process.env, LOG_LEVEL: "warn", ADMIN_USERNAME: "", ADMIN_PASSWORD: "" });
  const outcome = await runtime.services.auth.setPassword(username, password);
  await runtime.database.close();
  console.log(outcome === "created" ? `Admin "${username}" created.` : `Password for "${username}" ${outcome}.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
