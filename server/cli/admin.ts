// `npm run admin -- set-password [username]`: sets (or creates) an admin's password. The password is read from
// standard input when it is piped, otherwise asked for at a prompt without echo.
import readline from "node:readline";
import { Writable } from "node:stream";
import { startRuntime } from "../bootstrap";

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

async function main() {
  const [command, usernameArg] = process.argv.slice(2);
  if (command !== "set-password") {
    console.error("Usage: npm run admin -- set-password [username]");
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
