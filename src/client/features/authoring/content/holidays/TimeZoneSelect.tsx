import { Button, Popover } from '@blueprintjs/core';
import { Command as Cmdk } from 'cmdk';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZones } from './rules';

interface Props {
  id: string;
  value: string;
  disabled: boolean;
  invalid: boolean;
  onChange(zone: string): void;
}

/** The current UTC offset of a zone, e.g. 'GMT+02:00' ('' when the browser cannot say). */
function offsetOf(zone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName');
    return part?.value === 'GMT' ? 'GMT+00:00' : (part?.value ?? '');
  } catch {
    return '';
  }
}

/** A searchable select of the IANA time zones (typed search, arrow keys, Enter picks, Escape closes). */
export function TimeZoneSelect({ id, value, disabled, invalid, onChange }: Props) {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState(false);
  const zones = useMemo(() => (open ? timeZones().map((zone) => ({ zone, offset: offsetOf(zone) })) : []), [open]);
  const pick = (zone: string) => {
    onChange(zone);
    setOpen(false);
  };
  return (
    <Popover
      isOpen={open}
      onInteraction={(next) => setOpen(next)}
      placement="bottom-start"
      matchTargetWidth
      fill
      targetTagName="div"
      disabled={disabled}
      popoverClassName="holiday-zone-popover"
      content={
        <Cmdk label={t('holidays.timeZone')} className="holiday-zone-menu" defaultValue={value} loop>
          <Cmdk.Input autoFocus className="bp6-input holiday-zone-search" placeholder={t('holidays.searchTimeZone')} />
          <Cmdk.List className="holiday-zone-list">
            <Cmdk.Empty className="holiday-zone-empty">{t('holidays.noTimeZone')}</Cmdk.Empty>
            {zones.map(({ zone, offset }) => (
              <Cmdk.Item
                key={zone}
                value={zone}
                keywords={[offset, zone.replace(/_/g, ' ')]}
                onSelect={() => pick(zone)}
                className="holiday-zone-item"
              >
                <span>{zone.replace(/_/g, ' ')}</span>
                <span className="holiday-zone-offset">{offset}</span>
              </Cmdk.Item>
            ))}
          </Cmdk.List>
        </Cmdk>
      }
    >
      <Button
        id={id}
        fill
        alignText="start"
        endIcon="caret-down"
        icon="globe"
        disabled={disabled}
        intent={invalid ? 'danger' : undefined}
        variant="outlined"
        aria-haspopup="listbox"
        aria-expanded={open}
        text={value ? value.replace(/_/g, ' ') : t('holidays.chooseTimeZone')}
      />
    </Popover>
  );
}
