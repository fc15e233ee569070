import { describe, expect, it, vi } from 'vitest';
import { evaluate, ExprError, type ContactCenterData } from '@shared/expr';
import { ast, fixedNow, run } from './support';

describe('Math operations', () => {
  it('round (halves away from zero), floor, ceil, abs', async () => {
    expect(await run('round(2.5)')).toBe(3);
    expect(await run('round(-2.5)')).toBe(-3);
    expect(await run('round(1.005, 2)')).toBe(1.01);
    expect(await run('round(1234, -2)')).toBe(1200);
    expect(await run('floor(-1.5)')).toBe(-2);
    expect(await run('ceil("1.2")')).toBe(2);
    expect(await run('abs(-3)')).toBe(3);
  });
  it('min, max, power, square root, to number, format number', async () => {
    expect(await run('min(4, 2, 9)')).toBe(2);
    expect(await run('max({{13}}, 18)', { 13: '21' })).toBe(21);
    expect(await run('power(2, 10)')).toBe(1024);
    expect(await run('power(3)')).toBe(9);
    expect(await run('square_root(81)')).toBe(9);
    expect(await run('to_number(" 42.5 ")')).toBe(42.5);
    expect(await run('format_number(1234567.891)')).toBe('1,234,567.89');
    expect(await run('format_number(-1234.5, 0, ",", ".")')).toBe('-1.235');
    expect(await run('format_number(1234.5, 1, ",", " ")')).toBe('1 234,5');
  });
  it('random number within the bounds, from the injected source', async () => {
    expect(await run('random_number(1, 6)', {}, { random: () => 0 })).toBe(1);
    expect(await run('random_number(1, 6)', {}, { random: () => 0.9999 })).toBe(6);
    expect(await run('random_number()', {}, { random: () => 0.5 })).toBe(50);
  });
  it('refuses what is not a number, naming the value', async () => {
    await expect(run('abs("ten")')).rejects.toThrow("'ten' is not a number.");
    await expect(run('square_root(-1)')).rejects.toThrow('is not a number.');
  });
});

describe('Logical operations', () => {
  it('ternary computes only the chosen value', async () => {
    const runFunction = vi.fn(() => 'called');
    expect(await run('ternary({{15}}, "VIP line", @7())', { 15: 'true' }, { runFunction })).toBe('VIP line');
    expect(runFunction).not.toHaveBeenCalled();
    expect(await run('ternary({{15}}, "VIP line", "Main line")', { 15: 'no' })).toBe('Main line');
    expect(await run('ternary(true)')).toBe('');
  });
  it('not, is empty, is a number, is in list', async () => {
    expect(await run('not({{15}})', { 15: 'false' })).toBe(true);
    expect(await run('is_empty({{12}})', { 12: '   ' })).toBe(true);
    expect(await run('is_empty({{12}})')).toBe(true);
    expect(await run('is_empty(json_decode("[]"))')).toBe(true);
    expect(await run('is_empty("x")')).toBe(false);
    expect(await run('is_number("12.5")')).toBe(true);
    expect(await run('is_number("12a")')).toBe(false);
    expect(await run('is_number("")')).toBe(false);
    expect(await run('in_list({{14}}, "DE, AT, CH")', { 14: 'AT' })).toBe(true);
    expect(await run('in_list("FR", "DE;AT", ";")')).toBe(false);
  });
});

describe('Contact-center functions', () => {
  const contactCenter: ContactCenterData = {
    queueWaitTime: (skills) => (skills.join('+') === 'Sales+Support' ? 95 : 0),
    skillStatistic: (skills, statistic) => (statistic === 'agents_ready' ? 3 : skills.length),
    lookupUser: (q) => (q.username === 'ann' || q.extension === '1001' ? { id: 5, username: 'ann', extension: '1001' } : null),
    lookupSkill: async (name) => (name === 'Sales' ? { id: 11, name } : null),
    lookupDisposition: (name) => (name === 'Resolved' ? { id: 4, name } : null),
  };
  it('read the platform through the injected data', async () => {
    expect(await run('queue_wait_time("Sales, Support")', {}, { contactCenter })).toBe(95);
    expect(await run('skill_statistics("Sales", "agents_ready")', {}, { contactCenter })).toBe(3);
    expect(await run('skill_statistics("Sales,Support")', {}, { contactCenter })).toBe(2);
    expect(await run('user_lookup("ann")', {}, { contactCenter })).toEqual({ id: 5, username: 'ann', extension: '1001' });
    expect(await run('user_lookup_by_extension("1001")', {}, { contactCenter })).toMatchObject({ id: 5 });
    expect(await run('json_get_element(skill_lookup("Sales"), "id")', {}, { contactCenter })).toBe(11);
    expect(await run('disposition_lookup("Nope")', {}, { contactCenter })).toBeNull();
  });
  it('say so when the platform is not available', async () => {
    await expect(run('queue_wait_time("Sales")')).rejects.toThrow('Contact-center data is not available here.');
  });
});

describe('Premium', () => {
  it('get number type uses the premium lookup', async () => {
    expect(
      await run('get_number_type(" +18005550100 ")', {}, { numberType: (n) => (n.startsWith('+1800') ? 'toll_free' : 'mobile') }),
    ).toBe('toll_free');
    await expect(run('get_number_type("1")')).rejects.toThrow('The number type lookup is not available here.');
  });
});

describe('JSON operations', () => {
  const order = JSON.stringify({ customer: { name: 'Ann', phones: [{ number: '+4930' }, { number: '+4940' }] }, items: [] });
  it('decode, get element, array length', async () => {
    expect(await run('json_decode({{12}})', { 12: '{"a":[1,2]}' })).toEqual({ a: [1, 2] });
    expect(await run('json_get_element({{12}}, "customer.phones[1].number")', { 12: order })).toBe('+4940');
    expect(await run('json_get_element({{12}}, "$.customer.phones.0.number")', { 12: order })).toBe('+4930');
    expect(await run('json_get_element({{12}}, "customer.missing.deeper")', { 12: order })).toBeNull();
    expect(await run('json_get_element({{12}})', { 12: '[1]' })).toEqual([1]);
    expect(await run('json_array_length({{12}}, "customer.phones")', { 12: order })).toBe(2);
    expect(await run('json_array_length({{12}}, "items")', { 12: order })).toBe(0);
    expect(await run('json_array_length({{12}}, "nothing")', { 12: order })).toBe(0);
    await expect(run('json_array_length({{12}}, "customer")', { 12: order })).rejects.toThrow('The value is not a list.');
    await expect(run('json_decode("{oops")')).rejects.toThrow('The value is not valid JSON.');
  });
  it('XSI event property from the XML event or its JSON form', async () => {
    const xml =
      '<xsi:Event xmlns:xsi="http://schema.broadsoft.com/xsi"><xsi:eventData><xsi:call><xsi:callId>callhalf-1:0</xsi:callId>' +
      '<xsi:remoteParty><xsi:address>tel:+4930123</xsi:address><xsi:name>A &amp; B</xsi:name></xsi:remoteParty></xsi:call></xsi:eventData></xsi:Event>';
    expect(await run('xsi_event_property({{12}}, "callId")', { 12: xml })).toBe('callhalf-1:0');
    expect(await run('xsi_event_property({{12}}, "xsi:address")', { 12: xml })).toBe('tel:+4930123');
    expect(await run('xsi_event_property({{12}}, "name")', { 12: xml })).toBe('A & B');
    expect(await run('xsi_event_property({{12}}, "missing")', { 12: xml })).toBe('');
    const json = JSON.stringify({
      'xsi:Event': { 'xsi:eventData': { 'xsi:call': { 'xsi:remoteParty': { 'xsi:address': 'tel:+4940' } } } },
    });
    expect(await run('xsi_event_property({{12}}, "address")', { 12: json })).toBe('tel:+4940');
  });
});

describe('Others', () => {
  it("date time defaults to 'Y-m-d H:i:s O' of 'Now'", async () => {
    expect(await run('date_time()')).toBe('2024-03-05 14:07:09 +0000');
    expect(await run('date_time()', {}, { timeZone: 'Europe/Berlin' })).toBe('2024-03-05 15:07:09 +0100');
    expect(await run('date_time("l jS \\\\o\\\\f F Y h:i A", "2024-07-04 09:05:00")')).toBe('Thursday 4th of July 2024 09:05 AM');
  });
  it('date time in a time zone', async () => {
    expect(await run('date_time_in_timezone("Y-m-d H:i T P", "Now", "America/New_York")')).toBe('2024-03-05 09:07 EST -05:00');
    expect(await run('date_time_in_timezone("H:i", "2024-07-01T12:00:00Z", "Asia/Kolkata")')).toBe('17:30');
    await expect(run('date_time_in_timezone("H:i", "Now", "Mars/Olympus")')).rejects.toThrow("'Mars/Olympus' is not a time zone.");
  });
  it('string to timestamp', async () => {
    expect(await run('string_to_timestamp("2024-03-05 14:07:09")')).toBe(fixedNow / 1000);
    expect(await run('string_to_timestamp("2024-03-05T15:07:09+01:00")')).toBe(fixedNow / 1000);
    expect(await run('string_to_timestamp("2024-03-05 15:07:09")', {}, { timeZone: 'Europe/Berlin' })).toBe(fixedNow / 1000);
    expect(await run('string_to_timestamp("now")')).toBe(fixedNow / 1000);
    expect(await run('string_to_timestamp("1709647629")')).toBe(1709647629);
    await expect(run('string_to_timestamp("2024-02-30")')).rejects.toThrow("'2024-02-30' is not a date.");
  });
});

describe('JavaScript functions', () => {
  it('run through the injected runner with their arguments', async () => {
    const runFunction = vi.fn(async (id: number, args: unknown[]) => `${id}:${args.join('|')}`);
    expect(await run('@formatCard({{12}}, 4)', { 12: '4111' }, { runFunction })).toBe('7:4111|4');
  });
  it('report where an evaluation failed', async () => {
    await expect(evaluate(ast('concat("a", @7())'), { variables: {} })).rejects.toMatchObject({
      path: 'args.1',
      message: 'JavaScript functions cannot run here.',
    });
    const failing = async () => {
      throw new Error('Timeout');
    };
    const error = await evaluate(ast('uppercase(@7())'), { variables: {}, runFunction: failing }).catch((e) => e);
    expect(error).toBeInstanceOf(ExprError);
    expect(error).toMatchObject({ path: 'args.0', message: 'Timeout' });
  });
});
