import { Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { CanvasEditor } from '@shared/realtime';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';

/** The other people on this canvas, as avatars in the canvas header. */
export function PresenceAvatars({ others }: { others: CanvasEditor[] }) {
  const { t } = useTranslation('versions');
  if (others.length === 0) return null;
  return (
    <ul className="cf-presence" aria-label={t('presence.others')}>
      {others.map((e) => (
        <li key={e.user_id}>
          <Tooltip content={e.name} placement="bottom">
            <span className="cf-avatar" role="img" aria-label={e.name} tabIndex={0}>
              {initials(e.name)}
            </span>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
