// Without zod: the signed-in shell names fields in its notices too.
/** Words for the short forms field names use. */
const words: Record<string, string> = {
  ac: 'account',
  sp: 'service provider',
  tts: 'TTS',
  asr: 'ASR',
  api: 'API',
  url: 'URL',
  uri: 'URI',
  sms: 'SMS',
  ivr: 'IVR',
  otp: 'one-time code',
  twofa: 'two-factor authentication',
  dtmf: 'DTMF',
  ani: 'ANI',
  dnis: 'DNIS',
  sip: 'SIP',
  id: 'ID',
  ids: 'IDs',
  smtp: 'SMTP',
  csv: 'CSV',
  json: 'JSON',
  http: 'HTTP',
  ssl: 'SSL',
  ip: 'IP',
  idp: 'identity provider',
  wsl: 'web service',
};

/** 'task_name' → 'Task name'; 'ac_id' → 'Account'; 'texts.0.language' → 'Language'; no path → 'This field'. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const last = [...(path ?? [])].reverse().find((p): p is string => typeof p === 'string' && !/^\d+$/.test(p));
  if (!last) return 'This field';
  const parts = last
    .split(/[_\s]+|(?<=[a-z])(?=[A-Z])/)
    .filter(Boolean)
    .map((p) => p.toLowerCase());
  if (parts.length > 1 && (parts.at(-1) === 'id' || parts.at(-1) === 'ids')) parts.pop();
  const text = parts.map((p) => words[p] ?? p).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
