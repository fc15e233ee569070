import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@shared/access/scope';
import { fill, shellMessages as messages } from '@shared/messages-core';
import { changeScope } from '../session/scope';
import { useSession } from '../session/store';
import { AccountPicker } from './AccountPicker';

/** Which level a screen talks about: providers or accounts. */
export type NoticeLevel = 'sp' | 'ac';
/** What a screen needs: one individual provider/account, or all of them. */
export type NoticeNeed = 'individual' | 'all';

export interface ScopeWords {
  scope: string;
  pluralScope: string;
}

const isAll = (s: Selection, level: NoticeLevel) => (level === 'sp' ? s.spId === 'all' : s.acId === 'all');

export type NoticeKey = 'viewingIndividual' | 'selectAllToView' | 'viewingAll' | 'selectIndividualToView';

/**
 * The four scope notices of spec 1 §2 (texts in messages.ts, translated under shell:notices).
 * Without `need` it says what the user is viewing; with `need` and a selection that does not fit,
 * it says what to select to view `resource`.
 */
export function scopeNotice(
  selection: Selection,
  level: NoticeLevel,
  words: ScopeWords,
  need?: NoticeNeed,
  resource = '',
): { key: NoticeKey; values: Record<string, string>; blocking: boolean } {
  const all = isAll(selection, level);
  if (need === 'all' && !all) return { key: 'selectAllToView', values: { resource, scope: words.pluralScope }, blocking: true };
  if (need === 'individual' && all) return { key: 'selectIndividualToView', values: { resource, scope: words.scope }, blocking: true };
  return all
    ? { key: 'viewingAll', values: { pluralScope: words.pluralScope }, blocking: false }
    : { key: 'viewingIndividual', values: { scope: words.scope }, blocking: false };
}

/** The English text of a notice, word for word from the catalogue. */
export const noticeText = (n: ReturnType<typeof scopeNotice>) => fill(messages[n.key], n.values);

export function ScopeNotice({ level, need, resource }: { level: NoticeLevel; need?: NoticeNeed; resource?: string }) {
  const { t } = useTranslation('shell');
  const selection = useSession((s) => s.selection);
  if (!selection) return null;
  const words: ScopeWords =
    level === 'sp'
      ? { scope: t('scope.provider'), pluralScope: t('scope.providers') }
      : { scope: t('scope.account'), pluralScope: t('scope.accounts') };
  const notice = scopeNotice(selection, level, words, need, resource);
  return (
    <Callout
      className="studio-scope-notice"
      intent={notice.blocking ? 'warning' : 'primary'}
      icon={notice.blocking ? 'warning-sign' : 'info-sign'}
      compact
      data-testid="scope-notice"
    >
      {t(`notices.${notice.key}`, notice.values)}
      {notice.key === 'selectIndividualToView' && level === 'ac' && <AccountPicker selection={selection} />}
      {notice.key === 'selectAllToView' && level === 'ac' && selection.spId !== 'all' && (
        <div className="studio-account-picker">
          <div className="studio-account-picker-list">
            <Button
              icon="office"
              variant="outlined"
              size="small"
              text={t('switcher.allAccounts')}
              onClick={() => void changeScope({ spId: selection.spId, acId: 'all' })}
            />
          </div>
        </div>
      )}
    </Callout>
  );
}
