/** Keys whose values are secrets: never written to the activity log, nor answered from it. */
const secretKey = /pass(word)?|secret|token|api_?key|key_hash|hash|otp|credential|smtp_pass|private/i;
export const masked = '••••••';
/** Keys that name, count or date something are never secrets: an API key's name is not its key. */
const notSecret = /(^|_)(name|id|ids|at|count|label|type|prefix)$/i;

/** A copy of a summary with every secret value masked, at any depth. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        secretKey.test(k) && !notSecret.test(k) && v !== null && v !== undefined && v !== '' ? masked : maskSecrets(v),
      ]),
    );
  }
  return value;
}
