import type { IconPaths } from '@blueprintjs/icons';

/** The 16px paths of the node-type icons, drawn inside the SVG canvas (one small chunk with the canvas). */
const files = import.meta.glob<IconPaths>(
  '../../../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{add-row-bottom,annotation,application,arrow-right,arrow-top-right,calendar,chat,circle-arrow-right,clipboard,cloud,comment,credit-card,cross-circle,cube,database,desktop,disable,duplicate,envelope,exchange,export,flow-branch,fork,form,globe-network,header,headset,id-number,import,inbox,inbox-search,lightbulb,link,manually-entered-data,microphone,mobile-phone,moon,notifications,pause,people,percentage,person,phone,phone-forward,play,predictive-analysis,record,search-text,send-message,send-to,share,stop,tag,th-list,tick-circle,time,variable,volume-up,warning-sign}.js',
  { import: 'default', eager: true },
);
const paths = new Map(Object.entries(files).map(([p, v]) => [p.replace(/^.*\/([^/]+)\.js$/, '$1'), v]));

export const iconPaths = (name: string): readonly string[] => paths.get(name) ?? paths.get('cube') ?? [];
