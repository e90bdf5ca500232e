import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import type { Model } from './model.ts';
import { resolvePricing, type PricingReference } from './resolvePricing.ts';

/**
 * Every pricing reference must name a plan set, and plans that are in it. Checked once the
 * model is assembled, since a reference reaches across collections (services → plans).
 */
export function checkPricing(model: Model): Diagnostic[] {
  const references: { file: string; path: PropertyKey[]; reference: PricingReference }[] = [
    ...model.services.flatMap((service) => (service.pricing ? [{ file: service.origin.file, path: ['pricing'], reference: service.pricing }] : [])),
    { file: model.figuresOrigin.file, path: ['comparison', 'provider', 'pricing'], reference: model.figures.comparison.provider.pricing },
  ];
  return references.flatMap(({ file, path, reference }) =>
    resolvePricing(model, reference).problems.map((found) => {
      const fieldPath = [...path, found.field];
      return problem('content/unknown-reference', { file, ...model.locate(file, fieldPath) }, {
        message: found.message,
        field: fieldPath.join('.'),
        found: found.found,
        hint: found.hint,
      });
    }),
  );
}
