export declare function buildMarker(root: string, buildDir?: string): string;
export declare function needsBuild(root: string, marker?: string): boolean;
