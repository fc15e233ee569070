import { Tooltip } from '@blueprintjs/core';
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
