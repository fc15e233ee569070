import type { IconPaths } from '@blueprintjs/icons';

/**
 * The paths of the icons the shell and the sign-in pages show, in one small chunk.
 * Icons not listed here still work: they come from Blueprint's own (large) per-size chunks.
 */
const small = import.meta.glob<IconPaths>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{add,arrow-left,box,build,briefcase,caret-down,chevron-right,circle,cog,contrast,cross,cube,dashboard,disable,duplicate,edit,envelope,error,eye-off,eye-open,flash,flow-branch,flows,folder-open,globe,globe-network,grid,history,info-sign,key,key-command,layers,lock,log-in,log-out,menu,mobile-phone,moon,notifications,office,offline,path-search,people,person,phone,plus,refresh,search,shield,swap-horizontal,tick,tick-circle,time,translate,user,variable,volume-up,warning-sign,wrench}.js',
  { import: 'default', eager: true },
);
const large = import.meta.glob<IconPaths>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/{briefcase,error,flow-branch,history,offline,path-search,phone,lock,disable}.js',
  { import: 'default', eager: true },
);

const nameOf = (path: string) => path.replace(/^.*\/([^/]+)\.js$/, '$1');
const table = (files: Record<string, IconPaths>) => new Map(Object.entries(files).map(([p, v]) => [nameOf(p), v]));

export const shellIconPaths = { 16: table(small), 20: table(large) };
