import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import entitiesEn from '@shared/i18n/locales/en/entities.json';
import type { EntityMeta } from '@shared/entities/define';
import { rolesMeta } from '@shared/entities/roles.screen';
import { ttsVoicesMeta } from '@shared/entities/tts-voices.screen';
import { businessPlansMeta } from '@shared/entities/business-plans.screen';
import { cellTitle } from '@client/features/entities/EntityTable';
import { usersMeta } from '@shared/entities/users.screen';
import { displayDate } from '@client/session/useDisplayDate';

const show = displayDate({ dateFormat: 'DD.MM.YYYY', timezone: 'Europe/Berlin' });
const words = i18next.createInstance();
void words.init({
  lng: 'en',
  initAsync: false,
  showSupportNotice: false,
  defaultNS: 'entities',
  resources: { en: { entities: entitiesEn } },
});
const t = words.t;

describe('entity list cells', () => {
  it("give a cut value its whole text as a tooltip (the users' Role and Two-factor columns are narrow)", () => {
    const column = (field: string) => usersMeta.list.columns.find((c) => c.field === field)!;
    const row = { role: 'Account Builder with a long name', twofa_status: 'Mandatory', scope: null };
    expect(cellTitle(column('role'), row, show, t)).toBe('Account Builder with a long name');
    expect(cellTitle(column('twofa_status'), row, show, t)).toBe('Mandatory');
    expect(cellTitle(column('scope'), row, show, t)).toBeUndefined();
    expect(cellTitle({ field: 'is_enabled', label: 'x', kind: 'enabled' }, { is_enabled: 1 }, show, t)).toBeUndefined();
  });

  it('show an instant in the date format and time zone in force, never as ISO text', () => {
    const row = { created_at: '2026-12-06T03:38:00.000Z', name: '2026 plan' };
    expect(cellTitle({ field: 'created_at', label: 'x' }, row, show, t)).toBe('06.12.2026 04:38');
    expect(cellTitle({ field: 'name', label: 'x' }, row, show, t)).toBe('2026 plan');
  });

  it('show a stored choice in words (levels, voice providers, plan types), and as stored where no locale names it', () => {
    const column = (meta: EntityMeta, field: string) => meta.list.columns.find((c) => c.field === field)!;
    expect(cellTitle(column(rolesMeta, 'scope'), { scope: 'ac' }, show, t)).toBe('Account');
    expect(cellTitle(column(ttsVoicesMeta, 'provider'), { provider: 'lumenvox' }, show, t)).toBe('LumenVox');
    expect(cellTitle(column(businessPlansMeta, 'plan_type'), { plan_type: 'IVA' }, show, t)).toBe('Voice (IVA)');
    expect(cellTitle(column(rolesMeta, 'scope'), { scope: 'galaxy' }, show, t)).toBe('galaxy');
  });
});
