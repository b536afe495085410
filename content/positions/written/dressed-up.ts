import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {},
  dropped: {
    "adventurous-1":
      "A standing carry asks for bare, sure grip and free movement; dressing up for it only adds fabric to slip on and straps to catch.",
    "adventurous-2":
      "An expert lift on outstretched arms is about balance and a firm hold, not a look: dressed up, it becomes a costume stunt rather than an evening.",
  },
};

export default written;
