export function precompressAssets(assetsDir: string): number;
