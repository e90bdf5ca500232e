import { z } from 'zod';
import { text, section } from './common.ts';

/**
 * Copy for a fixed page: its metadata, hero and named sections. Each page declares which
 * sections its template needs, so a missing one is reported against the file.
 */
export const pageSchema = <K extends string>(sectionNames: readonly K[]) =>
  z.strictObject({
    title: text,
    description: text,
    heading: text,
    lead: text,
    sections: z.strictObject(Object.fromEntries(sectionNames.map((name) => [name, section])) as Record<K, typeof section>),
  });
