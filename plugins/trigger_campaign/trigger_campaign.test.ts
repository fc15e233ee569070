import { describe, expect, it } from 'vitest';
import { diagnose, errorsOf, refsOf, servicesContent } from '../test-support';

const content = servicesContent();

describe('trigger_campaign', () => {
  it('needs a campaign; adding a record needs its values', () => {
    expect(errorsOf('trigger_campaign', {})).toEqual({ campaign_id: 'Campaign is required.' });
    expect(errorsOf('trigger_campaign', { campaign_id: 6, action: 'add_record' }, content)).toEqual({
      record_values: 'Add at least one record value.',
    });
    expect(
      diagnose('trigger_campaign', { campaign_id: 6, action: 'add_record', record_values: [{ name: 'number1', value: '{{7}}' }] }, content),
    ).toEqual([]);
    expect(errorsOf('trigger_campaign', { campaign_id: 1 }, content)).toEqual({ campaign_id: 'The selected campaign no longer exists.' });
  });
  it('references the campaign and the variables of the values', () => {
    expect(refsOf('trigger_campaign', { campaign_id: 6, record_values: [{ name: 'number1', value: '{{7}}' }] })).toEqual([
      { model: 'campaign', id: 6 },
      { model: 'variable', id: 7 },
    ]);
  });
});
