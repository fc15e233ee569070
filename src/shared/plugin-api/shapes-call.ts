import { z } from 'zod';
import { between, contentId, textWithVariables } from './fields';
import { variableIdsInText } from './content-fields';
import { checkNamedValues, checkNotEmpty, fillText, namedValues, type NamedValue } from './shapes';
import { suggestFrom } from './suggestions';
import type { Diagnostic, ValidateContext } from './types';
import { checkRef, checkRequiredText, checkTextVariables, checkUnique, error } from './validate';

/** Shapes of call handling that several node types share: destinations, skills, transfer targets, speech capture, languages. */

export const callTexts = {
  destination: ':field must be a phone number (digits, optionally with a leading +) or a sip: address.',
  language: ':field must be a language tag such as en-US.',
  sipHeader: 'A custom SIP header name must start with X- and contain only letters, digits and dashes.',
  callVariable: 'Write a call variable as Group.Name.',
} as const;

/* ---------- phone destinations ---------- */

/** A phone number or SIP address to call; may be a variable ({{id}}). */
export const destination = () => textWithVariables(256);

const phone = /^\+?[0-9]{3,15}$/;
const sip = /^sips?:[^\s@]+@[^\s@]+$/i;

/** Required (unless optional): a phone number, a sip: address or text built from variables. */
export function checkDestination(ctx: ValidateContext, value: string, path: string, field: string, required = true): Diagnostic[] {
  const text = value.trim();
  if (text === '') return required ? checkRequiredText(value, path, field) : [];
  if (variableIdsInText(text).length > 0) return checkTextVariables(ctx, text, path);
  const digits = text.replace(/[\s().-]/g, '');
  return phone.test(digits) || sip.test(text) ? [] : [error(path, fillText(callTexts.destination, { field }))];
}

/* ---------- contact-center skills ---------- */

/** The skills (queues) of the contact-center platform a call is queued for, by name. */
export const skills = () =>
  z
    .array(suggestFrom(z.string().trim().max(120), 'platform-skill'))
    .max(20)
    .default([]);
/** Queue priority: higher is answered first. */
export const priority = () => between(0, 100, 0);

export function checkSkills(list: readonly string[], path: string, required = true): Diagnostic[] {
  const out = required ? checkNotEmpty(list, path, 'skill') : [];
  list.forEach((s, i) => out.push(...checkRequiredText(s, `${path}.${i}`, 'Skill')));
  out.push(
    ...checkUnique(
      list.map((s) => s.toLowerCase()),
      (i) => `${path}.${i}`,
      'Skill',
    ),
  );
  return out;
}

/** Call variables handed to the contact center with the call (Group.Name → value, may reference variables). */
export const callVariables = () =>
  z
    .array(z.object({ name: suggestFrom(z.string().trim().max(200).default(''), 'platform-variable'), value: textWithVariables(2000) }))
    .max(50)
    .default([]);
const callVariableName = { re: /^[A-Za-z0-9_ ]+\.[A-Za-z0-9_ ]+$/, message: callTexts.callVariable };

export const checkCallVariables = (ctx: ValidateContext, list: readonly NamedValue[], path = 'call_variables'): Diagnostic[] =>
  checkNamedValues(ctx, list, path, 'Call variable', callVariableName);

/** A BCP 47 language tag (en-US, fr-CA, pt-BR). */
export const languageTag = () => z.string().trim().max(20).default('en-US');

export const checkLanguageTag = (value: string, path: string, field: string): Diagnostic[] =>
  value === ''
    ? checkRequiredText(value, path, field)
    : /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value)
      ? []
      : [error(path, fillText(callTexts.language, { field }))];

/* ---------- calls: transfers and speech capture ---------- */

/** Where a transfer goes: a number or SIP address, the caller id shown there, and SIP headers sent with it. */
export const transferTarget = () => ({
  destination: destination(),
  /** Empty: the caller's own number is shown. */
  caller_id: destination(),
  sip_headers: namedValues(20),
});
type TransferTarget = { destination: string; caller_id: string; sip_headers: NamedValue[] };

const sipHeaderName = { re: /^X-[A-Za-z0-9-]+$/i, message: callTexts.sipHeader };

export function checkSipHeaders(ctx: ValidateContext, list: readonly NamedValue[], path: string): Diagnostic[] {
  return checkNamedValues(ctx, list, path, 'Header name', sipHeaderName);
}

export const checkTransferTarget = (ctx: ValidateContext, c: TransferTarget): Diagnostic[] => [
  ...checkDestination(ctx, c.destination, 'destination', 'Destination'),
  ...checkDestination(ctx, c.caller_id, 'caller_id', 'Caller id', false),
  ...checkSipHeaders(ctx, c.sip_headers, 'sip_headers'),
];

/** What the caller says, captured as text: an optional question, limits, and where the transcript goes. */
export const speechCapture = () => ({
  /** Played before listening (optional). */
  prompt_id: contentId('prompt'),
  max_seconds: between(1, 300, 30),
  /** Silence that ends the capture. */
  silence_seconds: between(1, 30, 3),
  transcript_variable_id: contentId('variable'),
  confidence_variable_id: contentId('variable'),
});
type SpeechCapture = { prompt_id: number | null; transcript_variable_id: number | null; confidence_variable_id: number | null };

export const checkSpeechCapture = (ctx: ValidateContext, c: SpeechCapture): Diagnostic[] => [
  ...checkRef(ctx, 'prompt', c.prompt_id, 'prompt_id', 'Prompt', false),
  ...checkRef(ctx, 'variable', c.transcript_variable_id, 'transcript_variable_id', 'Transcript variable'),
  ...checkRef(ctx, 'variable', c.confidence_variable_id, 'confidence_variable_id', 'Confidence variable', false),
];

/** The keys that end a recording ('none': only silence or the time limit ends it). */
export const finishKeys = ['#', '*', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'none'] as const;
