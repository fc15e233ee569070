import { z } from 'zod';
import { answerName, type FieldDecl, type FieldList } from './fields';

/**
 * The zod of declared fields (fields.ts): the answer's item and the create and update bodies. A json field's
 * structure (prompt texts, a datastore's columns), or a text's rule beyond its limits (a time zone), is more than a
 * type and limits can say: the schemas pass it in `json`, and it reads the field's declared limits.
 */
export interface JsonSchemas {
  /** A json field's body schema (what a request may give). */
  body: z.ZodTypeAny;
  /** A json field's answer schema; the body's when absent. */
  item?: z.ZodTypeAny;
}

/** 0/1 flags of the database; writes also take booleans. */
const flagBody = z.union([z.literal(0), z.literal(1), z.boolean()]);

function jsonOf(name: string, json: Readonly<Record<string, JsonSchemas>>): JsonSchemas {
  const found = json[name];
  if (!found) throw new Error(`Field ${name} is json: its schema is not given`);
  return found;
}

function bodyOf(name: string, f: FieldDecl, json: Readonly<Record<string, JsonSchemas>>): z.ZodTypeAny {
  let s: z.ZodTypeAny;
  switch (json[name] ? 'json' : f.type) {
    case 'text': {
      let t = z.string().trim();
      if (f.required) t = t.min(1);
      if (f.max !== undefined) t = t.max(f.max);
      s = t;
      break;
    }
    case 'integer': {
      let n = z.number().int();
      if (f.min !== undefined) n = n.min(f.min);
      if (f.max !== undefined) n = n.max(f.max);
      s = n;
      break;
    }
    case 'flag':
      s = flagBody;
      break;
    case 'choice':
      s = z.enum(f.options as [string, ...string[]]);
      break;
    case 'json':
      s = jsonOf(name, json).body;
      break;
  }
  if (f.nullable && !f.required) s = s.nullable();
  return f.required ? s : s.optional();
}

function itemOf(name: string, f: FieldDecl, json: Readonly<Record<string, JsonSchemas>>): z.ZodTypeAny {
  const own = json[name];
  if (own) return f.nullable ? (own.item ?? own.body).nullable() : (own.item ?? own.body);
  const s = {
    text: () => z.string(),
    integer: () => z.number(),
    flag: () => z.boolean(),
    choice: () => z.enum(f.options as [string, ...string[]]),
    json: () => jsonOf(name, json).item ?? jsonOf(name, json).body,
  }[f.type]();
  return f.nullable ? s.nullable() : s;
}

type Json = Readonly<Record<string, JsonSchemas>>;
type Nullable<F extends FieldDecl, T> = F extends { nullable: true } ? T | null : T;
type JsonItem<J extends JsonSchemas | undefined> = J extends { item: z.ZodTypeAny }
  ? z.output<J['item']>
  : J extends JsonSchemas
    ? z.output<J['body']>
    : unknown;
/** A declared field's value, null aside. */
type Value<F extends FieldDecl, J extends JsonSchemas | undefined> = F['type'] extends 'text'
  ? string
  : F['type'] extends 'integer'
    ? number
    : F['type'] extends 'flag'
      ? boolean
      : F['type'] extends 'choice'
        ? F extends { options: readonly (infer O)[] }
          ? O
          : string
        : JsonItem<J>;
type ItemValue<F extends FieldDecl, J extends JsonSchemas | undefined> = Nullable<F, Value<F, J>>;
/** A body's null: a nullable field's, unless it is required (then only rows stored before hold null). */
type BodyValue<F extends FieldDecl, J extends JsonSchemas | undefined> =
  | (F extends { required: true } ? never : Nullable<F, never>)
  | (F['type'] extends 'flag'
      ? 0 | 1 | boolean
      : F['type'] extends 'json'
        ? J extends JsonSchemas
          ? z.input<J['body']>
          : unknown
        : Value<F, J>);
type JsonOf<J, K> = K extends keyof J ? (J[K] extends JsonSchemas ? J[K] : undefined) : undefined;

/** The zod shape of the answer's declared fields, typed from the declaration. */
/** A declared field's key in requests and answers: its `answer` name, else its own. */
type Key<L extends FieldList, K extends keyof L> = L[K] extends { answer: infer A extends string } ? A : K;
export type ItemShape<L extends FieldList, J extends Json> = { [K in keyof L as Key<L, K>]: z.ZodType<ItemValue<L[K], JsonOf<J, K>>> };
/** The zod shape of the create body's declared fields (optional unless required), typed from the declaration. */
export type CreateShape<L extends FieldList, J extends Json> = {
  [K in keyof L as L[K] extends { fixed: true } ? never : Key<L, K>]: L[K] extends { required: true }
    ? z.ZodType<BodyValue<L[K], JsonOf<J, K>>>
    : z.ZodOptional<z.ZodType<BodyValue<L[K], JsonOf<J, K>>>>;
};

const shape = (fields: FieldList, of: (name: string, f: FieldDecl) => z.ZodTypeAny): z.ZodRawShape =>
  Object.fromEntries(Object.entries(fields).map(([name, f]) => [answerName(name, f), of(name, f)]));

/** The create body's fields: required ones must be given, the others may be left out (then their default is stored); never a fixed one. */
export const createShape = <L extends FieldList, J extends Json = {}>(fields: L, json: J = {} as J): CreateShape<L, J> =>
  shape(Object.fromEntries(Object.entries(fields).filter(([, f]) => !f.fixed)), (name, f) => bodyOf(name, f, json)) as CreateShape<L, J>;

/** The answer's fields. */
export const itemShape = <L extends FieldList, J extends Json = {}>(fields: L, json: J = {} as J): ItemShape<L, J> =>
  shape(fields, (name, f) => itemOf(name, f, json)) as ItemShape<L, J>;
