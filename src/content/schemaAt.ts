import type { z } from 'zod';

/** What zod keeps of a schema that this walk needs. */
interface Def {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Past optional, nullable, default and the like, to the schema that says what a value is. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let def = defOf(current); def.innerType; def = defOf(current)) current = def.innerType;
  return current;
}

/**
 * The schema of the field at `path` in a record's schema (objects by key, arrays by index),
 * or undefined where the path leaves what the schema describes. Messages use it to say what
 * belongs in a field and which fields an object has.
 */
export function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path) {
    if (!current) return undefined;
    const def = defOf(unwrap(current));
    if (def.type === 'object' && typeof key === 'string') current = (unwrap(current) as unknown as { shape: Record<string, z.ZodType> }).shape[key];
    else if (def.type === 'array' && typeof key === 'number') current = def.element;
    else return undefined;
  }
  return current;
}

/** The field names of the object at `path`, or none when it is not an object. */
export function fieldsAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const found = schemaAt(schema, path);
  if (!found || defOf(unwrap(found)).type !== 'object') return [];
  return Object.keys((unwrap(found) as unknown as { shape: Record<string, z.ZodType> }).shape);
}

/** What the schema says belongs in a field (its `.describe()`), if anything. */
export function descriptionAt(schema: z.ZodType, path: readonly PropertyKey[]): string | undefined {
  const found = schemaAt(schema, path);
  return found?.description ?? (found ? unwrap(found).description : undefined);
}
