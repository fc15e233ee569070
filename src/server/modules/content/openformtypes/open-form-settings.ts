import { secureMask } from '@shared/api/content';
import { destinationSettings, engineSettings, secretSettings, type OpenFormEngine } from '@shared/api/content-forms';
import { messages } from '@shared/messages';
import { unprocessable } from '../../../http/errors';
import { decryptSecret, encryptSecret } from '../secrets';

/**
 * An open form type's engine settings: checked against its engine's schema, secrets (API keys,
 * credentials) stored encrypted and answered as the mask. A secret sent back as the mask keeps the
 * stored one — only when the stored settings are of the same engine.
 */
export type Settings = Record<string, unknown>;

export function parseSettings(text: unknown): Settings {
  try {
    const value = JSON.parse(String(text ?? '{}'));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

/** The settings as answers show them: every secret that is set reads as the mask. */
export function maskSettings(engine: OpenFormEngine, stored: Settings): Settings {
  const out = { ...stored };
  for (const key of secretSettings[engine] ?? []) if (out[key] != null && out[key] !== '') out[key] = secureMask;
  return out;
}

/** The stored settings with their secrets readable (a secret that cannot be read is left out). */
export function revealSettings(engine: OpenFormEngine, stored: Settings, secret: string): Settings {
  const out = { ...stored };
  for (const key of secretSettings[engine] ?? []) {
    if (typeof out[key] !== 'string') continue;
    const plain = decryptSecret(out[key] as string, secret);
    if (plain === null) delete out[key];
    else out[key] = plain;
  }
  return out;
}

/**
 * The settings to use: `given` over the stored ones (of `storedEngine`), the mask replaced by the
 * stored secret, checked against the engine's schema (422 `settings.<key>: …`). Secrets come back readable.
 */
export function resolveSettings(
  engine: OpenFormEngine,
  given: Settings | undefined,
  stored: { engine: string; settings: Settings } | null,
  secret: string,
): Settings {
  const previous = stored && stored.engine === engine ? revealSettings(engine, stored.settings, secret) : {};
  const merged: Settings = given ? { ...given } : { ...previous };
  let storedSecretUsed = false;
  for (const key of secretSettings[engine]) {
    if (merged[key] !== secureMask) continue;
    if (typeof previous[key] !== 'string') throw unprocessable(`settings.${key}: ${messages.forms.secretMissing}`);
    merged[key] = previous[key];
    storedSecretUsed = true;
  }
  // A stored secret goes only where it was stored to go: a changed address needs the secret entered again.
  const moved = storedSecretUsed ? destinationSettings[engine].find((key) => merged[key] !== previous[key]) : undefined;
  if (moved) throw unprocessable(`settings.${moved}: ${messages.forms.secretDestinationChanged}`);
  const parsed = engineSettings[engine].safeParse(merged);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `settings.${i.path.join('.')}: ${i.message}`);
    throw unprocessable(lines[0], lines);
  }
  return parsed.data as Settings;
}

/** The settings to store: secrets (readable ones, as resolveSettings answers them) encrypted. */
export function sealSettings(engine: OpenFormEngine, settings: Settings, secret: string): string {
  const out = { ...settings };
  for (const key of secretSettings[engine]) {
    const value = out[key];
    if (typeof value === 'string') out[key] = encryptSecret(value, secret);
  }
  return JSON.stringify(out);
}
