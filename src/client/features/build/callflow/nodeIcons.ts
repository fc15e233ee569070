import type { IconPaths } from '@blueprintjs/icons';

/** The 16px paths of the node-type icons, drawn inside the SVG canvas (one small chunk with the canvas). */
const files = import.meta.glob<IconPaths>(
  '../../../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{arrow-top-right,chat,cross-circle,desktop,flow-branch,fork,link,play,send-message,stop,th-list,variable,volume-up,cube,duplicate,circle-arrow-right,warning-sign,tag}.js',
  { import: 'default', eager: true },
);
const paths = new Map(Object.entries(files).map(([p, v]) => [p.replace(/^.*\/([^/]+)\.js$/, '$1'), v]));

export const iconPaths = (name: string): readonly string[] => paths.get(name) ?? paths.get('cube') ?? [];
