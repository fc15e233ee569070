import { useTranslation } from 'react-i18next';
import { useSimStore } from './store';

const shown = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** The variable watch: values by name (secure ones arrive masked), what changed in the last step highlighted. */
export function VariableWatch() {
  const { t } = useTranslation('sim');
  const variables = useSimStore((s) => s.variables);
  const changed = useSimStore((s) => s.changed);
  const names = Object.keys(variables).sort((a, b) => a.localeCompare(b));
  return (
    <section className="sim-section" aria-labelledby="sim-watch-title">
      <h4 id="sim-watch-title">{t('watch.title')}</h4>
      {names.length === 0 ? (
        <p className="sim-muted">{t('watch.empty')}</p>
      ) : (
        <table className="sim-watch">
          <thead>
            <tr>
              <th scope="col">{t('watch.name')}</th>
              <th scope="col">{t('watch.value')}</th>
            </tr>
          </thead>
          <tbody>
            {names.map((name) => {
              const isChanged = changed.includes(name);
              return (
                <tr key={name} className={isChanged ? 'sim-changed' : undefined} data-variable={name}>
                  <th scope="row">{name}</th>
                  <td>
                    {shown(variables[name])}
                    {isChanged && (
                      <span className="sim-changed-tag" title={t('watch.changed')}>
                        {t('watch.changedShort')}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
