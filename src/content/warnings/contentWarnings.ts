import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { ModelResult } from '../buildModel.ts';
import { findPlaceholders } from './contentPlaceholders.ts';
import { checkNearbyOneWay } from './nearbyOneWay.ts';
import { listDrafts } from './drafts.ts';

/**
 * What the content says about itself that the built pages cannot show: incomplete records
 * left out of the build (`content/incomplete`), placeholders still in site.yaml and one-way
 * `nearby` entries (`content/nearby-one-way`), and drafts (`content/draft`). They are
 * warnings, so only `--strict` fails on them. Content errors are passed on as they are: a
 * built site cannot be current with content that does not build.
 */
export function checkContent(content: ModelResult): Diagnostic[] {
  return [
    ...content.diagnostics,
    ...(content.model ? [...findPlaceholders(content.model), ...checkNearbyOneWay(content.model), ...listDrafts(content.model)] : []),
  ];
}
