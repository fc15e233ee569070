import { Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { colourProblems, type ThemeColourField, type ThemeColourSet } from '@shared/theme/contrast';

export const colourFields: ThemeColourField[] = ['theme_color', 'hover_color', 'row_hover_color', 'outline_color'];
const isHex = (v: string) => /^[0-9A-Fa-f]{6}$/.test(v);

/** The problems of a draft (only once every field is six hex digits): errors block saving, warnings do not. */
export function draftProblems(colours: ThemeColourSet) {
  return colourFields.every((f) => isHex(colours[f])) ? colourProblems(colours) : [];
}

/**
 * The provider's four theme colours (spec 3 §3): each as six hex digits with a picker beside it, a
 * preview of the shell's use of them, and the contrast rule's findings as the colours are chosen.
 */
export function ColourFields({
  colours,
  onChange,
  disabled,
}: {
  colours: ThemeColourSet;
  onChange: (field: ThemeColourField, value: string) => void;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation('profile');
  const problems = draftProblems(colours);
  // A colour's name inside a sentence: lower case, except in German, where nouns keep their capital.
  const inSentence = (field: ThemeColourField) => {
    const label = t(`settings.${field}`);
    return i18n.language.startsWith('de') ? label : label.charAt(0).toLowerCase() + label.slice(1);
  };
  return (
    <fieldset className="profile-colours" disabled={disabled}>
      <legend>{t('settings.colours')}</legend>
      <div className="studio-profile-grid">
        {colourFields.map((field) => {
          const value = colours[field];
          const problem = problems.find((p) => p.field === field);
          return (
            <FormGroup
              key={field}
              label={t(`settings.${field}`)}
              labelFor={`profile-${field}`}
              intent={!isHex(value) || problem?.severity === 'error' ? 'danger' : 'none'}
              helperText={isHex(value) ? undefined : t('settings.hexHelp')}
            >
              <div className="profile-colour-row">
                <input
                  type="color"
                  className="profile-colour-picker"
                  aria-label={t('settings.pick', { colour: inSentence(field) })}
                  value={isHex(value) ? `#${value.toLowerCase()}` : '#000000'}
                  onChange={(e) => onChange(field, e.currentTarget.value.slice(1).toUpperCase())}
                  disabled={disabled}
                />
                <InputGroup
                  id={`profile-${field}`}
                  value={value}
                  maxLength={6}
                  spellCheck={false}
                  leftElement={
                    <span className="profile-hash" aria-hidden="true">
                      #
                    </span>
                  }
                  onChange={(e) => onChange(field, e.currentTarget.value.replace(/^#/, ''))}
                  disabled={disabled}
                />
              </div>
            </FormGroup>
          );
        })}
      </div>
      {isHex(colours.theme_color) && isHex(colours.row_hover_color) && (
        <div className="profile-colour-preview" aria-label={t('settings.preview')} role="group">
          <span className="profile-preview-active" style={{ background: `#${colours.theme_color}` }}>
            {t('settings.previewActive')}
          </span>
          <span className="profile-preview-row" style={{ background: `#${colours.row_hover_color}` }}>
            {t('settings.previewRow')}
          </span>
        </div>
      )}
      <div aria-live="polite">
        {problems.map((p) => (
          <Callout
            key={p.field}
            intent={p.severity === 'error' ? 'danger' : 'warning'}
            icon={p.severity === 'error' ? 'error' : 'warning-sign'}
            className="profile-colour-problem"
          >
            {t(p.severity === 'error' ? 'settings.unreadable' : 'settings.faint', {
              colour: inSentence(p.field),
              ratio: p.ratio.toFixed(1),
              needed: p.needed.toFixed(1),
            })}
          </Callout>
        ))}
      </div>
    </fieldset>
  );
}
