/** Random bytes from a seed, so the phones' keys and secrets in a test are the same on every run. */
export function seededRandom(seed: number) {
  let state = seed;
  return (length: number) => {
    const bytes = new Uint8Array(length);
    for (let i = 0; i < length; i++) {
      state = (state * 1103515245 + 12345) >>> 0;
      bytes[i] = state >>> 24;
    }
    return bytes;
  };
}
