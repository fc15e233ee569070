import { Icon, Tooltip, type IconName } from '@blueprintjs/core';
import { truncateName } from '@shared/access/switcher';
import { limits } from '@shared/limits';

/** A provider or account name: cut at 21 characters with an ellipsis; the tooltip only when cut. */
export function ScopeName({ name }: { name: string }) {
  const { text, tooltip } = truncateName(name);
  if (!tooltip) return <span className="studio-scope-name">{text}</span>;
  return (
    <Tooltip content={tooltip} hoverOpenDelay={limits.layout.tooltipOpenDelayMs} placement="right" compact>
      <span className="studio-scope-name" aria-label={tooltip}>
        {text}
      </span>
    </Tooltip>
  );
}

/**
 * A provider's or account's logo beside its name in the switcher, else the icon. One URL per
 * stored logo, cached by the browser for good (a new upload gets a new name): no request per row per opening.
 */
export function ScopeIcon({ logopath, icon }: { logopath: string | null; icon: IconName }) {
  if (!logopath) return <Icon icon={icon} />;
  return (
    <img
      className="studio-scope-logo"
      src={`/api/portal/logos/${encodeURIComponent(logopath)}`}
      alt=""
      width={16}
      height={16}
      loading="lazy"
      decoding="async"
    />
  );
}
