import { Checkbox, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { FlowNode } from '@shared/api/flow';
import { useSimStore } from './store';

/** Web-service answers pinned per node: the session takes them instead of calling the service. */
export function PinsSection({ nodes }: { nodes: readonly FlowNode[] }) {
  const { t } = useTranslation('sim');
  const pins = useSimStore((s) => s.pins);
  const setPin = useSimStore((s) => s.setPin);
  const services = nodes.filter((n) => n.node_type === 'web_service');
  return (
    <section className="sim-section" aria-labelledby="sim-pins-title">
      <h4 id="sim-pins-title">{t('pins.title')}</h4>
      {services.length === 0 && <p className="sim-muted">{t('pins.none')}</p>}
      {services.map((n) => {
        const pin = pins[n.node_id];
        return (
          <div key={n.node_id} className="sim-pin">
            <Checkbox
              checked={!!pin}
              label={t('pins.pin', { node: `${n.node_name} (#${n.node_id})` })}
              onChange={(e) => setPin(n.node_id, e.currentTarget.checked ? { status: 200, body: '{}' } : null)}
            />
            {pin && (
              <div className="sim-pin-fields">
                <FormGroup label={t('pins.status')} labelFor={`sim-pin-status-${n.node_id}`} inline>
                  <InputGroup
                    id={`sim-pin-status-${n.node_id}`}
                    type="number"
                    min={100}
                    max={599}
                    value={String(pin.status)}
                    onChange={(e) => setPin(n.node_id, { ...pin, status: Number(e.currentTarget.value) || 200 })}
                  />
                </FormGroup>
                <FormGroup label={t('pins.body')} labelFor={`sim-pin-body-${n.node_id}`}>
                  <TextArea
                    id={`sim-pin-body-${n.node_id}`}
                    fill
                    rows={3}
                    value={pin.body}
                    onChange={(e) => setPin(n.node_id, { ...pin, body: e.currentTarget.value })}
                  />
                </FormGroup>
              </div>
            )}
          </div>
        );
      })}
    </section>
  );
}
