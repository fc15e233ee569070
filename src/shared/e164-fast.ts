import { Metadata } from 'libphonenumber-js/min';

/**
 * A quick "yes" for libphonenumber's validity check of a number written in E.164, on the same metadata and by the
 * same steps, with each pattern compiled once (the library builds a regular expression per pattern per call, which
 * made a 100,000-contact list spend most of its time here). It answers true only where those steps prove the number
 * valid, and undefined whenever a step would take a branch it does not follow (a national prefix to strip, a calling
 * code shared by countries none of which claims the number, a number no pattern takes): the caller then asks the
 * library itself, so every "no" and every doubtful case is the library's own answer.
 */

/** The parts of the library's numbering plan used here (its class is not typed by the package). */
interface Plan {
  nationalPrefixForParsing(): string | undefined;
  leadingDigits(): string | undefined;
  nationalNumberPattern(): string;
  hasTypes(): boolean;
  type(type: string): { pattern(): string; possibleLengths(): number[] | undefined } | undefined;
}
interface MetadataRuntime {
  hasCallingCode(code: string): boolean;
  getCountryCodesForCallingCode(code: string): string[] | undefined;
  selectNumberingPlan(country: string): void;
  numberingPlan: Plan;
}

interface Country {
  /** Only where the library strips a national prefix: a national part it matches is left to the library. */
  prefix: RegExp | null;
  leadingDigits: RegExp | null;
  national: RegExp;
  /** The fixed-line type first, then the others in the library's order; null when the plan has no types. */
  types: { pattern: RegExp; lengths: number[] | undefined }[] | null;
}

const nonFixedLineTypes = ['MOBILE', 'PREMIUM_RATE', 'TOLL_FREE', 'SHARED_COST', 'VOIP', 'PERSONAL_NUMBER', 'PAGER', 'UAN', 'VOICEMAIL'];
let metadata: MetadataRuntime | null = null;
const countries = new Map<string, Country>();
const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);

function countryOf(code: string): Country {
  let country = countries.get(code);
  if (country) return country;
  metadata!.selectNumberingPlan(code);
  const plan = metadata!.numberingPlan;
  const prefix = plan.nationalPrefixForParsing();
  const leading = plan.leadingDigits();
  const types = plan.hasTypes()
    ? ['FIXED_LINE', ...nonFixedLineTypes].flatMap((name) => {
        const type = plan.type(name);
        return type && type.pattern() ? [{ pattern: whole(type.pattern()), lengths: type.possibleLengths() }] : [];
      })
    : null;
  country = {
    prefix: prefix ? new RegExp(`^(?:${prefix})`) : null,
    leadingDigits: leading ? new RegExp(leading) : null,
    national: whole(plan.nationalNumberPattern()),
    types,
  };
  countries.set(code, country);
  return country;
}

/** The library's number type check: the national pattern, then any type whose lengths and pattern take the number. */
const hasType = (country: Country, national: string) =>
  country.national.test(national) &&
  country.types!.some((t) => (!t.lengths || t.lengths.includes(national.length)) && t.pattern.test(national));

/** True when libphonenumber (min metadata) would call `e164` ('+' and 6–15 digits, checked by the caller) valid; undefined when unsure. */
export function surelyValidE164(e164: string): true | undefined {
  metadata ??= new (Metadata as unknown as new () => MetadataRuntime)();
  if (e164[1] === '0') return undefined;
  let callingCode = '';
  for (let i = 2; i <= 4 && i <= e164.length; i++) {
    if (metadata.hasCallingCode(e164.slice(1, i))) {
      callingCode = e164.slice(1, i);
      break;
    }
  }
  if (callingCode === '') return undefined;
  const national = e164.slice(1 + callingCode.length);
  const codes = metadata.getCountryCodesForCallingCode(callingCode);
  if (!codes || codes.length === 0) return undefined;
  if (countryOf(codes[0]!).prefix?.test(national)) return undefined;
  let chosen: Country | undefined;
  if (codes.length === 1) chosen = countryOf(codes[0]!);
  else {
    for (const code of codes) {
      const country = countryOf(code);
      if (country.leadingDigits ? national.search(country.leadingDigits) === 0 : country.types && hasType(country, national)) {
        chosen = country;
        break;
      }
    }
  }
  if (!chosen) return undefined;
  const valid = chosen.types ? hasType(chosen, national) : chosen.national.test(national);
  return valid ? true : undefined;
}
