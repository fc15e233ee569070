import { z } from 'zod';
import { createShape, itemShape } from '../entities/field-schemas';
import { phoneNumberFields } from '../entities/phone-numbers.fields';
import { trunkFields } from '../entities/trunks.fields';
import { telephonyMessages as m } from '../messages-telephony';

/**
 * Telephony (spec 3 §3, §7): trunks with their registrants and SBC addresses, phone numbers and the
 * numbers of a task. Addresses and ports are checked here, so the form and the server refuse the same values.
 */
const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const ipv6 = z.ipv6();
export const isIpAddress = (value: string) => ipv4.test(value) || ipv6.safeParse(value).success;

const ipAddress = z.string().trim().max(45).refine(isIpAddress, m.ipAddress);
const port = z.number({ error: m.port }).int(m.port).min(1, m.port).max(65535, m.port);
const stamps = { is_enabled: z.number(), created_at: z.string(), updated_at: z.string() };

/** The SBC address fields of a trunk: primary and secondary, each with an internal and an external IP and port. */
export const sbcRoles = ['primary', 'secondary'] as const;
export const sbcSides = ['internal', 'external'] as const;
export const sbcFields = sbcRoles.flatMap((r) => sbcSides.flatMap((s) => [`${r}_${s}_ip`, `${r}_${s}_port`] as const));
/** What a trunk's declared SBC fields take beyond their limits: an IP address, a port (trunks.screen.ts declares them). */
const sbcChecks = Object.fromEntries(
  sbcFields.map((f) => [f, f.endsWith('_ip') ? { body: ipAddress, item: z.string() } : { body: port, item: z.number() }]),
) as Record<(typeof sbcFields)[number], { body: typeof ipAddress | typeof port; item: z.ZodString | z.ZodNumber }>;

export const trunkRegistrant = z.object({
  trunk_registrant_id: z.number(),
  trunk_id: z.number(),
  username: z.string(),
  registrar: z.string(),
  registrar_port: z.number(),
  expires_seconds: z.number(),
  /** Stored encrypted, answered as the mask. */
  password: z.string().nullable(),
  is_enabled: z.number(),
});
export type TrunkRegistrant = z.infer<typeof trunkRegistrant>;

const registrantFields = {
  username: z.string().trim().min(1).max(100),
  registrar: ipAddress.or(
    z
      .string()
      .trim()
      .min(1)
      .max(253)
      .regex(/^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/, 'must be a host name or an IP address'),
  ),
  registrar_port: port.default(5060),
  expires_seconds: z.number().int().min(60).max(86400).default(3600),
  password: z.string().min(1).max(200).nullable().optional(),
};
export const trunkRegistrantCreate = z.object({ trunk_id: z.number().int().positive(), ...registrantFields }).strict();
export const trunkRegistrantUpdate = z
  .object({
    trunk_registrant_id: z.number().int().positive(),
    username: registrantFields.username,
    registrar: registrantFields.registrar,
    registrar_port: port,
    expires_seconds: z.number().int().min(60).max(86400),
    password: registrantFields.password,
    is_enabled: z.union([z.literal(0), z.literal(1)]),
  })
  .partial()
  .required({ trunk_registrant_id: true })
  .strict();

export const trunkValidationStates = ['valid', 'invalid'] as const;

export const trunk = z.object({
  trunk_id: z.number(),
  sp_id: z.number().nullable(),
  sp_name: z.string().nullable(),
  ...itemShape(trunkFields, sbcChecks),
  trunk_registrants: z.array(trunkRegistrant),
  validation_state: z.enum(trunkValidationStates),
  ...stamps,
});
export type Trunk = z.infer<typeof trunk>;

export const trunkCreate = z
  .object({
    ...createShape(trunkFields, sbcChecks),
    /** Only at system scope: the provider the trunk is for; none is a system trunk. */
    sp_id: z.number().int().positive().nullable().optional(),
  })
  .strict();
export const trunkUpdate = trunkCreate.omit({ sp_id: true }).partial().strict();

export const trunkValidation = z.object({
  trunk_id: z.number(),
  trunk_name: z.string(),
  validation_state: z.enum(trunkValidationStates),
  problems: z.array(z.string()),
});
export const sbcAddress = z.object({
  trunk_id: z.number(),
  trunk_name: z.string(),
  role: z.enum(sbcRoles),
  internal_ip: z.string().nullable(),
  internal_port: z.number().nullable(),
  external_ip: z.string().nullable(),
  external_port: z.number().nullable(),
});

/* ---------- phone numbers ---------- */

export const regionCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as GB or US');
const flag = z.union([z.literal(0), z.literal(1)]);
/** What a number's declared fields take beyond their type and limits (entities/phone-numbers.fields.ts): a region code, ids, 0/1 flags. */
const id = { body: z.number().int().positive(), item: z.number() };
const flagCheck = { body: flag, item: z.number() };
const numberChecks = {
  region: { body: regionCode, item: z.string() },
  ac_id: id,
  trunk_id: id,
  is_virtual: flagCheck,
  is_campaign: flagCheck,
  use_studio_6: flagCheck,
};
export const phoneNumber = z.object({
  phone_number_id: z.number(),
  ...itemShape(phoneNumberFields, numberChecks),
  sp_id: z.number(),
  ac_name: z.string().nullable(),
  task_id: z.number().nullable(),
  task_name: z.string().nullable(),
  in_use: z.number(),
  ...stamps,
});
export type PhoneNumber = z.infer<typeof phoneNumber>;

const numberFields = createShape(phoneNumberFields, numberChecks);
export const phoneNumberCreate = z.object({ sp_id: z.number().int().positive().optional(), ...numberFields }).strict();
export const phoneNumberUpdate = z.object(numberFields).omit({ ac_id: true }).partial().strict();

const ids = z.array(z.number().int().positive()).min(1).max(500);
export const moveNumbersBody = z.object({ phone_number_ids: ids, ac_id: z.number().int().positive().nullable() }).strict();
export const virtualNumbersBody = z.object({ phone_number_ids: ids, is_virtual: flag }).strict();
export const multipleNumbersBody = z
  .object({
    sp_id: z.number().int().positive().optional(),
    phone_numbers: z.array(z.string().trim().min(1).max(40)).min(1).max(1000),
    region: regionCode.nullable().optional(),
    ac_id: z.number().int().positive().nullable().optional(),
    trunk_id: z.number().int().positive().nullable().optional(),
    is_virtual: flag.optional(),
    is_campaign: flag.optional(),
  })
  .strict();
export const switchVersionBody = z.object({ use_studio_6: flag }).strict();
export const numbersSummary = z.object({ total: z.number(), in_use: z.number(), available: z.number() });

/* ---------- a task's numbers (spec 2 §7) ---------- */

export const taskNumbersQuery = z.object({ task_id: z.coerce.number().int().positive().optional() });
export const updateNumbersBody = z
  .object({ task_id: z.number().int().positive(), phone_number_ids: z.array(z.number().int().positive()).max(500) })
  .strict();
/** A number of the account as the studio shows it: which task has it, if any. */
export const taskNumber = phoneNumber.pick({
  phone_number_id: true,
  phone_number: true,
  display_number: true,
  label: true,
  task_id: true,
  task_name: true,
  is_virtual: true,
  is_campaign: true,
  is_enabled: true,
});
export type TaskNumber = z.infer<typeof taskNumber>;
export const numberUsage = z.object({ task_id: z.number(), task_name: z.string(), numbers: z.array(taskNumber) });
