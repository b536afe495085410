export declare const FONTS_DIR: string;
export declare const FONTS: ReadonlyArray<{
  file: string;
  source: string;
  axes: Record<string, number | { min: number; max: number }>;
}>;
export declare function buildFonts(): Promise<void>;
