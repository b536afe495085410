import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { lucideDirectImports, lucideIconFiles } from "./vite-chunks";

const barrel = fileURLToPath(new URL("../node_modules/lucide-react/dist/esm/lucide-react.mjs", import.meta.url));

describe("lucide icons imported one by one", () => {
  const plugin = lucideDirectImports(barrel);
  const transform = (code: string, id = "/repo/app/components/example.tsx") => plugin.transform(code, id)?.code ?? null;

  it("knows each icon's file under every exported name", () => {
    const files = lucideIconFiles(barrel);
    expect(files.get("Home")).toBe(files.get("House"));
    expect(files.get("Heart")).toMatch(/\/icons\/heart\.mjs$/);
  });

  it("rewrites named imports into a copy of each icon's file for the importing module, on the same line", () => {
    const code = 'import { Heart, Home as HomeIcon } from "lucide-react";\nexport const a = [Heart, HomeIcon];\n';
    const out = transform(code)!;
    expect(out.split("\n")).toHaveLength(code.split("\n").length);
    expect(out).toMatch(
      /^import Heart from "[^"]*\/icons\/heart\.mjs\?entwine-icon-for=[0-9a-f]{10}"; import HomeIcon from "[^"]*\/icons\/house\.mjs\?entwine-icon-for=/,
    );
    expect(out).not.toContain('from "lucide-react"');
    // Another module gets its own copy; the same module (whatever its query) the same one.
    const other = transform(code, "/repo/app/routes/other.tsx")!;
    expect(other.split(";")[0]).not.toBe(out.split(";")[0]);
    expect(transform(code, "/repo/app/components/example.tsx?client-route=1")!.split(";")[0]).toBe(out.split(";")[0]);
  });

  it("rewrites re-exports the same way, keeping each exported name", () => {
    const out = transform('export { Heart, Moon as Lamp, createLucideIcon } from "lucide-react";')!;
    expect(out).toMatch(
      /^export \{ default as Heart \} from "[^"]*\/icons\/heart\.mjs\?entwine-icon-for=[0-9a-f]{10}";/,
    );
    expect(out).toMatch(/export \{ default as Lamp \} from "[^"]*\/icons\/moon\.mjs\?entwine-icon-for=/);
    expect(out).toContain('export { createLucideIcon } from "lucide-react";');
  });

  it("keeps what is not an icon on the package's index and leaves other files alone", () => {
    const out = transform('import { Heart, createLucideIcon } from "lucide-react";')!;
    expect(out).toContain('import { createLucideIcon } from "lucide-react";');
    expect(transform('import { Heart } from "lucide-react";', "/repo/node_modules/x/app/y.js")).toBeNull();
    expect(transform('import { useState } from "react";')).toBeNull();
  });

  it("loads a copy from the icon's own file", () => {
    const file = lucideIconFiles(barrel).get("Heart")!;
    expect(plugin.resolveId(`${file}?entwine-icon-for=abc`)).toBe(`${file}?entwine-icon-for=abc`);
    expect(plugin.load(`${file}?entwine-icon-for=abc`)).toContain("createLucideIcon");
    expect(plugin.load(file)).toBeNull();
  });
});
