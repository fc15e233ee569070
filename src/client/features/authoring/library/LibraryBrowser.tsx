import { Button, ButtonGroup, Card, HTMLSelect, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { taskTypes } from '@shared/api/flow';
import type { TaskTemplate } from '@shared/api/library';
import { useTemplates, type TemplateTypeFilter } from './api';
import '../buildEnglish';
import './libraryEnglish';
import './library.css';

const matches = (t: TaskTemplate, text: string) =>
  !text ||
  t.template_name.toLowerCase().includes(text) ||
  t.description.toLowerCase().includes(text) ||
  t.tags.some((g) => g.toLowerCase().includes(text));

/** Arrow keys move between the cards (Home/End to the ends); Tab still goes through them in order. */
function moveFocus(e: KeyboardEvent<HTMLUListElement>) {
  const keys: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
  if (!(e.key in keys) && e.key !== 'Home' && e.key !== 'End') return;
  const links = [...e.currentTarget.querySelectorAll<HTMLAnchorElement>('a.library-card-link')];
  if (!links.length) return;
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = e.key === 'Home' ? 0 : e.key === 'End' ? links.length - 1 : Math.min(links.length - 1, Math.max(0, at + keys[e.key]));
  e.preventDefault();
  links[next].focus();
}

/**
 * Browse and search the task library (Discover and the library sub-view of /build/tasks): cards with the level,
 * task type, tags and size; filters by task type and tag; each card opens the template's details view.
 */
export function LibraryBrowser() {
  const { t } = useTranslation(['library', 'flow']);
  const [type, setType] = useState<TemplateTypeFilter>('all');
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState('');
  const list = useTemplates(type);
  const listRef = useRef<HTMLUListElement>(null);
  const tags = useMemo(() => [...new Set((list.data ?? []).flatMap((x) => x.tags))].sort(), [list.data]);
  const rows = useMemo(() => {
    const text = search.trim().toLowerCase();
    return (list.data ?? []).filter((x) => matches(x, text) && (!tag || x.tags.includes(tag)));
  }, [list.data, search, tag]);

  return (
    <div className="library-browser">
      <div className="library-filters">
        <ButtonGroup aria-label={t('typeFilter')}>
          {(['all', ...taskTypes] as TemplateTypeFilter[]).map((k) => (
            <Button
              key={k}
              text={k === 'all' ? t('allTypes') : t(`flow:taskTypes.${k}`)}
              active={type === k}
              aria-pressed={type === k}
              onClick={() => setType(k)}
            />
          ))}
        </ButtonGroup>
        <InputGroup
          className="library-search"
          leftIcon="search"
          type="search"
          placeholder={t('search')}
          aria-label={t('search')}
          value={search}
          onValueChange={setSearch}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              listRef.current?.querySelector<HTMLAnchorElement>('a.library-card-link')?.focus();
            }
          }}
        />
        <HTMLSelect
          aria-label={t('tagFilter')}
          value={tag}
          onChange={(e) => setTag(e.currentTarget.value)}
          options={[{ value: '', label: t('allTags') }, ...tags.map((g) => ({ value: g, label: g }))]}
        />
      </div>
      {list.isPending ? (
        <div className="library-loading" role="status" aria-label={t('loading')}>
          <Spinner size={28} />
        </div>
      ) : list.isError ? (
        <NonIdealState
          icon="error"
          title={t('loadFailed')}
          description={list.error.message}
          action={<Button icon="refresh" text={t('retry')} onClick={() => void list.refetch()} />}
        />
      ) : (list.data ?? []).length === 0 ? (
        <NonIdealState icon="book" title={t('empty')} description={t('emptyHint')} />
      ) : rows.length === 0 ? (
        <NonIdealState icon="search" title={t('noMatch')} />
      ) : (
        <ul className="library-cards" aria-label={t('list')} ref={listRef} onKeyDown={moveFocus}>
          {rows.map((x) => (
            <li key={x.template_id}>
              <Card className="library-card" data-testid={`template-${x.template_id}`}>
                <Link href={`/build/tasks/library/${x.template_id}`} className="library-card-link">
                  {x.template_name}
                </Link>
                <div className="library-card-meta">
                  <Tag minimal round>
                    {t(`flow:taskTypes.${x.task_type}`)}
                  </Tag>
                  <Tag minimal round intent={x.level === 'system' ? 'primary' : x.level === 'sp' ? 'success' : 'none'}>
                    {t(`levels.${x.level}`)}
                  </Tag>
                  <span className="library-muted">{t('nodes', { count: x.node_count })}</span>
                </div>
                {x.description && <p className="library-card-description">{x.description}</p>}
                <div className="library-card-tags">
                  {x.tags.map((g) => (
                    <Tag key={g} minimal icon="tag">
                      {g}
                    </Tag>
                  ))}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
