/** Types of scripts/server-bundle.mjs: the one way the server code is bundled for Node. */
import type { BuildOptions, BuildResult } from 'esbuild';

export const root: string;
export const serverBundleOptions: Readonly<BuildOptions>;
export function bundleServer(options: { entry?: string; source?: string; outfile: string; extra?: BuildOptions }): Promise<BuildResult>;
