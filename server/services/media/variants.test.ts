import { describe, expect, it } from "vitest";
import { VARIANT_PRESETS } from "@domain/media/presets";
import { parseMediaFileName, planVariants } from "./variants";

const id = "0b6f7f3e-8a4c-4d7e-9f2b-3c1a2b4d5e6f";
const jpeg = { mime: "image/jpeg", ext: "jpg", kind: "image" } as const;
const gif = { mime: "image/gif", ext: "gif", kind: "gif" } as const;
const mp4 = { mime: "video/mp4", ext: "mp4", kind: "video" } as const;

describe("planVariants", () => {
  it("plans the specification's presets as webp with attention cropping for still images", () => {
    const plans = planVariants(id, jpeg, { animated: false });
    expect(plans.map((plan) => [plan.name, plan.width, plan.height, plan.quality])).toEqual([
      ["editor", 800, 400, 85],
      ["thumbnail", 300, 200, 80],
      ["preview", 400, 300, 80],
      ["mobile", 300, 225, 80],
      ["tablet", 400, 300, 85],
      ["desktop", 500, 375, 90],
    ]);
    expect(plans.every((plan) => plan.position === "attention" && !plan.animated)).toBe(true);
    expect(plans[0]!.file).toBe(`${id}-editor.webp`);
  });

  it("keeps animations animated and crops them centred (libvips cannot score frames)", () => {
    const plans = planVariants(id, gif, { animated: true });
    expect(plans).toHaveLength(Object.keys(VARIANT_PRESETS).length);
    expect(plans.every((plan) => plan.animated && plan.position === "centre")).toBe(true);
  });

  it("plans nothing for videos", () => {
    expect(planVariants(id, mp4, { animated: false })).toEqual([]);
  });
});

describe("parseMediaFileName", () => {
  it("accepts only names the server generates", () => {
    expect(parseMediaFileName(`${id}.jpg`)).toEqual({ id, variant: null });
    expect(parseMediaFileName(`${id}-thumbnail.webp`)).toEqual({ id, variant: "thumbnail" });
    expect(parseMediaFileName(`${id}-thumbnail.jpg`)).toBeNull();
    expect(parseMediaFileName(`${id}.html`)).toBeNull();
    expect(parseMediaFileName(`${id}-other.webp`)).toBeNull();
    expect(parseMediaFileName(".staging")).toBeNull();
    expect(parseMediaFileName(`../${id}.jpg`)).toBeNull();
    expect(parseMediaFileName(`${id.toUpperCase()}.jpg`)).toBeNull();
  });
});
