/** Writes the inline stylesheets (Bootstrap cut down, the app's own minified) into `outDir`; each one's size in bytes. */
export function buildCriticalCss(root: string, outDir: string): Promise<Record<string, number>>;
