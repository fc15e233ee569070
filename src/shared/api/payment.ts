import { z } from 'zod';
import { createShape, itemShape } from '../entities/field-schemas';
import { paymentGatewayFields } from '../entities/payment-gateways.fields';
import { paymentProfileFields } from '../entities/payment-profiles.fields';
import { regionFields } from '../entities/regions.fields';
import { smsProviderFields } from '../entities/sms-providers.fields';

/** Regions, payment gateways and profiles, SMS providers (spec 3 §3, §7). */
const httpUrl = z
  .string()
  .trim()
  .max(500)
  .url()
  .refine((v) => /^https?:\/\//i.test(v), 'An address starts with http:// or https://.');
const stamps = { is_enabled: z.number(), updated_at: z.string() };

export const region = z.object({ region_id: z.number(), ...itemShape(regionFields), ...stamps });
export const regionCreate = z.object(createShape(regionFields)).strict();
export const regionUpdate = regionCreate.partial().strict();

/** What a gateway's declared fields take beyond their type and limits: an http(s) address (entities/payment-gateways.fields.ts). */
const gatewayChecks = { endpoint_url: { body: httpUrl, item: z.string() } };
export const paymentGateway = z.object({
  payment_gateway_id: z.number(),
  ...itemShape(paymentGatewayFields, gatewayChecks),
  /** The spec's second name of the same field. */
  name: z.string(),
  ...stamps,
});
/** A gateway's create leaves http_method out for its default (POST, stored by the declared default). */
export const paymentGatewayCreate = z.object(createShape(paymentGatewayFields, gatewayChecks)).strict();
export const paymentGatewayUpdate = paymentGatewayCreate.partial().strict();

/** A request parameter taken from a flow variable at run time, and one with a fixed value. */
const paramName = z.string().trim().min(1).max(100);
export const requestParamVariable = z.object({ name: paramName, variable: z.string().trim().min(1).max(100) }).strict();
export const requestParamInput = z.object({ name: paramName, value: z.string().max(1000) }).strict();
export const paymentProcessTypes = ['charge', 'authorize', 'refund'] as const;

/** What a payment profile's declared fields take beyond their type and limits (entities/payment-profiles.fields.ts). */
const paymentProfileChecks = {
  payment_gateway_id: { body: z.coerce.number().int().positive(), item: z.number() },
  auth_profile_id: { body: z.coerce.number().int().positive(), item: z.number() },
  request_param_variables: { body: z.array(requestParamVariable).max(100), item: z.array(requestParamVariable) },
  request_param_inputs: { body: z.array(requestParamInput).max(100), item: z.array(requestParamInput) },
  custom_payload: { body: z.string().max(20_000), item: z.string() },
};
export const paymentProfile = z.object({
  payment_profile_id: z.number(),
  ...itemShape(paymentProfileFields, paymentProfileChecks),
  sp_id: z.number(),
  payment_gateway_name: z.string(),
  auth_profile_name: z.string().nullable(),
  ...stamps,
});
export const paymentProfileCreate = z
  .object({
    ...createShape(paymentProfileFields, paymentProfileChecks),
    sp_id: z.coerce.number().int().positive().optional(),
  })
  .strict();
export const paymentProfileUpdate = z.object(createShape(paymentProfileFields, paymentProfileChecks)).partial().strict();

/** POST /payment/payment-profile/generate-request-body (and the test call): a saved profile, or the form's unsaved values over it. */
export const requestBodyInput = z
  .object({
    payment_profile_id: z.number().int().positive().optional(),
    payment_gateway_id: z.number().int().positive().optional(),
    /** One of the provider's own auth profiles (null: none), over the saved profile's. */
    auth_profile_id: z.number().int().positive().nullable().optional(),
    payment_process_type: z.enum(paymentProcessTypes).default('charge'),
    request_param_variables: z.array(requestParamVariable).max(100).optional(),
    request_param_inputs: z.array(requestParamInput).max(100).optional(),
    custom_payload: z.string().max(20_000).nullable().optional(),
  })
  .strict();
/** The headers the gateway's request carries, a credential as the mask (never a secret in an answer). */
const requestHeaders = z.record(z.string(), z.string());
export const generatedRequestBody = z.object({ request_body: z.record(z.string(), z.unknown()), request_headers: requestHeaders });
export const gatewayTestAnswer = z.object({
  success: z.boolean(),
  status: z.number().nullable(),
  message: z.string(),
  /** What the auth profile gave (a token fetched now or kept, Basic credentials), in words; null without one. */
  authorization: z.string().nullable(),
  response: z.string(),
  request_body: z.record(z.string(), z.unknown()),
  request_headers: requestHeaders,
});

/** json_data: the request that sends a message — url and method, optional headers and a body template (:receiver, :sms_content). */
export const smsRequest = z
  .object({
    url: httpUrl,
    method: z.enum(['GET', 'POST']).default('POST'),
    headers: z.record(z.string(), z.string().max(1000)).default({}),
    body: z.union([z.string().max(20_000), z.record(z.string(), z.unknown())]).optional(),
  })
  .strict();
/** json_data as an object, or as its JSON text (what the form's field sends). */
const smsRequestOrText = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}, smsRequest);
/** The declared json field's structure (entities/sms-providers.fields.ts): the request as a body gives it, the stored object as answered. */
const smsProviderJson = {
  json_data: { body: smsRequestOrText, item: z.record(z.string(), z.unknown()) },
};
export const smsProvider = z.object({
  sms_provider_id: z.number(),
  ...itemShape(smsProviderFields, smsProviderJson),
  guard_name: z.string(),
  ...stamps,
});
export const smsProviderCreate = z.object(createShape(smsProviderFields, smsProviderJson)).strict();
export const smsProviderUpdate = smsProviderCreate.partial().strict();
