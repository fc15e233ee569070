import { Button, Callout, Dialog, DialogBody, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@shared/access/scope';
import type { z } from 'zod';
import type { sbcAddress } from '@shared/api/telephony';
import { trunksShell } from '@shared/entities/trunks';
import { api } from '@client/api/http';
import { entityKeys, idleKey } from '@client/api/queryKeys';
import './telephony.css';

type SbcAddress = z.infer<typeof sbcAddress>;
const address = (ip: string | null, port: number | null) => (ip ? (port ? `${ip}:${port}` : ip) : '—');

/**
 * Beside the trunks' subtitle: the SBC addresses of every trunk of the scope in one table (spec 3 §2 "SBC addresses:
 * primary and secondary, internal and external IP and port"; GET /portal/sbc_ips), read when the dialog opens.
 */
export default function SbcAddresses({ selection }: { selection?: Selection }) {
  const { t } = useTranslation('entities');
  const [open, setOpen] = useState(false);
  const rows = useQuery({
    queryKey: selection ? entityKeys.sbcAddresses(trunksShell, selection) : idleKey(),
    enabled: !!selection && open,
    queryFn: ({ signal }) => api<SbcAddress[]>('/portal/sbc_ips', { signal, selection }),
  });
  return (
    <>
      <Button icon="ip-address" text={t('trunks.sbc.open')} onClick={() => setOpen(true)} />
      <Dialog isOpen={open} onClose={() => setOpen(false)} title={t('trunks.sbc.title')} icon="ip-address" style={{ width: 760 }}>
        <DialogBody>
          {rows.isPending ? (
            <Spinner size={20} aria-label={t('trunks.sbc.loading')} />
          ) : rows.isError ? (
            <Callout intent="danger" role="alert">
              {rows.error.message}
            </Callout>
          ) : rows.data.length === 0 ? (
            <NonIdealState icon="ip-address" title={t('trunks.sbc.none')} />
          ) : (
            <HTMLTable compact striped aria-label={t('trunks.sbc.title')} className="tel-sbc">
              <thead>
                <tr>
                  <th>{t('trunks.fields.trunk_name')}</th>
                  <th>{t('trunks.sbc.role')}</th>
                  <th>{t('trunks.sbc.internal')}</th>
                  <th>{t('trunks.sbc.external')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.data.map((r) => (
                  <tr key={`${r.trunk_id}-${r.role}`}>
                    <td>{r.trunk_name}</td>
                    <td>{t(`trunks.sbc.roles.${r.role}`)}</td>
                    <td>{address(r.internal_ip, r.internal_port)}</td>
                    <td>{address(r.external_ip, r.external_port)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </DialogBody>
      </Dialog>
    </>
  );
}
