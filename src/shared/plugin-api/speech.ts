import { fill, messages } from '../messages';
import { waitFor, type StepContext, type StepResult } from './run';

/**
 * What the speech steps (watson_speech, cloud_stt) share at run time: the prompt, then what the caller says, taken as
 * text (typed in the simulator; there is no media platform in the studio, so a live call hears nothing and its
 * no-input timer runs out as at any other step that listens), the transcript and its confidence into their variables,
 * and the grammars a transcript is matched against.
 */

/** The settings of speechCapture() a step listens with. */
export interface Listening {
  prompt_id: number | null;
  max_seconds: number;
  silence_seconds: number;
  transcript_variable_id: number | null;
  confidence_variable_id: number | null;
}

/** The confidence of a transcript the caller typed: it is exactly what was meant. */
export const typedConfidence = 1;

/**
 * The caller's turn at a speech step. Entering, it plays the prompt and waits for what the caller says: at most
 * max_seconds of speech, then silence_seconds of silence ends it, so no input comes after both. On an answer it stores
 * the transcript (and its confidence) and gives it back; on none it stores an empty transcript (so a later step never
 * reads an earlier answer as this one) and answers no input: the task's no-input canvas, else the step's Otherwise
 * (a step without branches goes on to its child).
 */
export async function listen(ctx: StepContext, label: string, c: Listening): Promise<{ transcript: string } | StepResult> {
  if (ctx.input === null) {
    await ctx.say(c.prompt_id);
    ctx.emit({ type: 'simulated', text: fill(messages.speech.listening, { label, max: c.max_seconds, silence: c.silence_seconds }) });
    return waitFor('text', (c.max_seconds + c.silence_seconds) * 1000);
  }
  const transcript = (ctx.input.text ?? ctx.input.dtmf ?? '').trim();
  if (c.transcript_variable_id !== null) ctx.set(c.transcript_variable_id, transcript);
  if (c.confidence_variable_id !== null) ctx.set(c.confidence_variable_id, transcript === '' ? 0 : typedConfidence);
  if (transcript === '') {
    ctx.emit({ type: 'simulated', text: fill(messages.speech.heardNothing, { label }) });
    return { kind: 'no_input' };
  }
  return { transcript };
}

/** A text as grammars compare it: lower case, every run of characters that are not letters or digits one space. */
export const speechWords = (text: string): string =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A grammar of a speech step: its branch key and its phrases, separated by commas. */
export interface Grammar {
  key: string;
  phrases: string;
}

/**
 * The first grammar (in their order) one of whose phrases the transcript says as whole words — case and punctuation
 * do not count ("Refill!" says "refill"; "refilled" does not); null when none does (the step then takes Otherwise).
 */
export function matchGrammar<G extends Grammar>(grammars: readonly G[], transcript: string): G | null {
  const said = ` ${speechWords(transcript)} `;
  for (const g of grammars) {
    const phrases = g.phrases.split(',').map(speechWords);
    if (phrases.some((p) => p !== '' && said.includes(` ${p} `))) return g;
  }
  return null;
}
