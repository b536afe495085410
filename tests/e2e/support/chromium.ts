import fs from "node:fs";

export interface ChromiumChoice {
  executablePath: string;
  source: "CHROMIUM_PATH" | "system" | "@sparticuz/chromium";
}

const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/**
 * Which Chromium the browser tests drive, in this order: CHROMIUM_PATH when set; else Debian's /usr/bin/chromium
 * when present; else the binary shipped inside the @sparticuz/chromium npm package (a devDependency, unpacked to
 * /tmp on first use), so that `npm test` needs nothing but Node: no root, no apt, no download at run time.
 * ENTWINE_IGNORE_SYSTEM_CHROMIUM=1 skips the system binary (to try the packaged one on a machine that has both).
 */
export async function chooseChromium(env: NodeJS.ProcessEnv = process.env): Promise<ChromiumChoice> {
  if (env.CHROMIUM_PATH) return { executablePath: env.CHROMIUM_PATH, source: "CHROMIUM_PATH" };
  if (env.ENTWINE_IGNORE_SYSTEM_CHROMIUM !== "1" && fs.existsSync(SYSTEM_CHROMIUM))
    return { executablePath: SYSTEM_CHROMIUM, source: "system" };
  const { default: packaged } = await import("@sparticuz/chromium");
  return { executablePath: await packaged.executablePath(), source: "@sparticuz/chromium" };
}
