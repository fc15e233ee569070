import { Button, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { systemSelection } from '@shared/access/scope';
import type { RolePermissions } from '@shared/api/access-admin';
import { api } from '@client/api/http';
import { entityKeys } from '@client/api/queryKeys';
import type { EntityRow } from '../../entities/api';
import { bySection } from './matrixRules';
import './i18n';
import './matrix.css';

/**
 * Beside a role's form: the permissions it gives, by section, read per role (GET /auth/role-permissions/{role_id}; the
 * list's row shows them meanwhile), and the way to change them (the permission matrix).
 */
export default function RolePermissionsExtra({ row }: { row: EntityRow; canWrite: boolean }) {
  const { t } = useTranslation('roles');
  const [, navigate] = useLocation();
  const roleId = row.id as number;
  const read = useQuery({
    queryKey: entityKeys.rolePermissions(systemSelection, roleId),
    queryFn: ({ signal }) => api<RolePermissions>(`/auth/role-permissions/${roleId}`, { signal, selection: systemSelection }),
    placeholderData: { role_id: roleId, permissions: (row.permissions as string[] | undefined) ?? [] },
  });
  const names = read.data?.permissions ?? [];
  return (
    <section className="pm-extra" aria-label={t('role.permissions', { count: names.length })}>
      <h3 className="pm-extra-title">{t('role.permissions', { count: names.length })}</h3>
      {names.length === 0 && <p className="bp6-text-muted">{t('role.none')}</p>}
      {bySection(names).map((group) => (
        <div key={group.section} className="pm-extra-group">
          <div className="bp6-text-muted pm-extra-section">{t(`sections.${group.section}`, { defaultValue: group.section })}</div>
          <div className="pm-extra-tags">
            {group.permissions.map((p) => (
              <Tag key={p} minimal>
                {p}
              </Tag>
            ))}
          </div>
        </div>
      ))}
      <Button icon="grid" variant="outlined" text={t('role.openMatrix')} onClick={() => navigate('/system/permission-matrix')} />
    </section>
  );
}
