import { describe, expect, it } from 'vitest';
import { matchGrammar, speechWords } from '@shared/plugin-api';
import { ctxWith, diagnose, errorsOf, refs, refsOf } from '@plugins/test-support';

const grammar = (key: string, phrases: string) => ({ key, phrases });
const matched = (grammars: { key: string; phrases: string }[], transcript: string) => matchGrammar(grammars, transcript)?.key ?? null;
const content = ctxWith([...refs('prompt', 1, 2, 3), ...refs('variable', 7, 8), ...refs('open_form_type', 4), ...refs('intent', 11, 12)]);

describe('grammar matching of the speech steps', () => {
  const nurse = [grammar('symptoms', 'pain, fever, cough, rash, unwell'), grammar('prescription', 'prescription, repeat, refill')];

  it('matches a phrase said as whole words, never part of a word', () => {
    expect(matched(nurse, 'I have a fever')).toBe('symptoms');
    expect(matched(nurse, 'I need a refill')).toBe('prescription');
    expect(matched(nurse, 'my prescription was refilled')).toBe('prescription');
    expect(matched(nurse, 'it was refilled yesterday')).toBeNull();
    expect(matched(nurse, 'painting the house')).toBeNull();
    expect(matched(nurse, 'feverish')).toBeNull();
  });

  it('ignores case and punctuation, in the transcript and in the phrases', () => {
    expect(matched(nurse, 'FEVER!')).toBe('symptoms');
    expect(matched(nurse, '"Refill," please.')).toBe('prescription');
    expect(matched([grammar('back', 'Money-Back')], 'I want my money back')).toBe('back');
    expect(matched([grammar('back', 'money back')], 'money-back, now?')).toBe('back');
    expect(matched([grammar('cafe', 'Café')], 'the CAFÉ is closed')).toBe('cafe');
  });

  it('matches a phrase of several words only as those words in that order', () => {
    const agent = [grammar('agent', 'a person, speak to someone')];
    expect(matched(agent, 'I want a person now')).toBe('agent');
    expect(matched(agent, 'Can I speak to someone?')).toBe('agent');
    expect(matched(agent, 'a personal question')).toBeNull();
    expect(matched(agent, 'someone to speak to')).toBeNull();
  });

  it('takes the first grammar in order when several match', () => {
    expect(matched(nurse, 'a repeat prescription for my cough')).toBe('symptoms');
    expect(matched([...nurse].reverse(), 'a repeat prescription for my cough')).toBe('prescription');
  });

  it('matches nothing when no phrase is said, with no grammars, or with blank phrases only', () => {
    expect(matched(nurse, 'a question about my appointment')).toBeNull();
    expect(matched([], 'fever')).toBeNull();
    expect(matched([grammar('blank', ' , ,?! ')], 'anything at all')).toBeNull();
    expect(matched(nurse, '')).toBeNull();
  });

  it('compares the words of a text: lower case, punctuation as one space', () => {
    expect(speechWords('  Hello,   WORLD!  It’s me. ')).toBe('hello world it s me');
  });
});

describe.each(['cloud_stt', 'watson_speech'])('%s', (type) => {
  it('needs a transcript variable and checks its optional prompt and confidence variable', () => {
    expect(errorsOf(type, {})).toEqual({ transcript_variable_id: 'Transcript variable is required.' });
    expect(errorsOf(type, { transcript_variable_id: 7, confidence_variable_id: 9, prompt_id: 1 }, content)).toEqual({
      confidence_variable_id: 'The selected variable no longer exists.',
    });
    expect(diagnose(type, { transcript_variable_id: 7, confidence_variable_id: 8, prompt_id: 1 }, content)).toEqual([]);
  });
  it('references its prompt and variables', () => {
    expect(refsOf(type, { transcript_variable_id: 7, confidence_variable_id: 8, prompt_id: 3 })).toEqual([
      { model: 'prompt', id: 3 },
      { model: 'variable', id: 7 },
      { model: 'variable', id: 8 },
    ]);
  });
});
