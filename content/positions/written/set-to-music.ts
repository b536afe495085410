import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {},
};

export default written;
