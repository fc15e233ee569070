import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { nodeTextTables } from '@shared/plugin-api';
import { registry } from '@plugins/registry';
import { addEnglish } from '@client/i18n/addEnglish';

// The node types' English labels (and their own settings' texts) live in their plugin folders: merged into the flow
// namespace when the registry loads, under the central texts (other locales come merged from GET /api/lang).
addEnglish('flow', nodeTextTables(registry, 'en'));

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
