import { Button, ButtonGroup, Tooltip } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { limits } from '@shared/limits';
import { KeyHint } from '../commands/KeyHint';
import { openContentsModal } from '../features/authoring/content/global/contentsEvents';
import { ContentsModalHost } from '../features/authoring/content/global/ContentsModalHost';
import type { ShortcutId } from '../commands/keymap';
import { useSession } from '../session/store';
import { useShellUi } from './uiStore';

function StripButton(props: { icon: IconName; label: string; shortcut?: ShortcutId; onClick(): void }) {
  return (
    <Tooltip
      content={
        <span className="studio-tooltip-keys">
          {props.label} {props.shortcut && <KeyHint command={props.shortcut} />}
        </span>
      }
      hoverOpenDelay={limits.layout.tooltipOpenDelayMs}
      placement="top"
    >
      <Button icon={props.icon} variant="minimal" aria-label={props.label} onClick={props.onClick} />
    </Tooltip>
  );
}

/** The sidebar icon strip: theme toggle, contents window (one account selected), command palette and shortcut sheet. */
export function IconStrip() {
  const { t } = useTranslation('shell');
  const dark = useSession((s) => s.dark);
  const account = useSession((s) => !!s.selection && s.selection.acId !== 'all');
  const set = useShellUi((s) => s.set);
  return (
    <ButtonGroup className="studio-icon-strip" variant="minimal">
      <StripButton
        icon={dark ? 'flash' : 'moon'}
        label={t(dark ? 'strip.lightTheme' : 'strip.darkTheme')}
        shortcut="theme.toggle"
        onClick={() => useSession.getState().setDark(!dark)}
      />
      {account && <StripButton icon="box" label={t('strip.contents')} onClick={() => openContentsModal()} />}
      <StripButton icon="search" label={t('strip.palette')} shortcut="palette.open" onClick={() => set({ palette: true })} />
      <StripButton icon="key-command" label={t('strip.shortcuts')} shortcut="shortcuts.show" onClick={() => set({ shortcuts: true })} />
      <ContentsModalHost />
    </ButtonGroup>
  );
}
