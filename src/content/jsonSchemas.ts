import { z } from 'zod';
import { collections } from './collections.ts';
import { pageSchemas } from './schemas/pages.ts';

/**
 * JSON Schemas of every collection, generated from the zod schemas so they never drift, for
 * editors with a YAML language server (autocomplete and checks as the writer types).
 * File name → schema. Page copy gets one schema per page, since each page has its own sections.
 */
export function collectionJsonSchemas(): Map<string, object> {
  const schemas = new Map<string, object>();
  for (const definition of collections) {
    if (typeof definition.schema === 'function') continue;
    schemas.set(`${definition.name}.schema.json`, toJsonSchema(definition.schema, definition.pattern));
  }
  for (const [page, schema] of Object.entries(pageSchemas)) {
    schemas.set(`page-${page}.schema.json`, toJsonSchema(schema, `pages/${page}.md`));
  }
  return schemas;
}

function toJsonSchema(schema: z.ZodType, pattern: string): object {
  return {
    ...z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
    title: `content/${pattern}`,
  };
}
