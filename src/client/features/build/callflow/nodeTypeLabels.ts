import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { registry } from '@plugins/registry';

export interface NodeTypeLabel {
  label: string;
  icon: string;
}

/** Every registered node type's label (in the user's language) and icon, by type. */
export function useNodeTypeLabels(): Map<string, NodeTypeLabel> {
  const { t } = useTranslation('flow');
  return useMemo(() => {
    const map = new Map<string, NodeTypeLabel>();
    for (const def of registry.all) map.set(def.type, { label: t(def.label.key, { defaultValue: def.label.default }), icon: def.icon });
    return map;
  }, [t]);
}
