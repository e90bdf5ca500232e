import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import type { Model } from './model.ts';
import { resolvePricing, type PricingReference } from './resolvePricing.ts';
import { nearest } from './suggest.ts';

/**
 * Every pricing reference must name a plan set, and plans that are in it, and the plans
 * figures.yaml highlights must exist. Checked once the model is assembled, since a reference
 * reaches across collections (services → plans).
 */
export function checkPricing(model: Model): Diagnostic[] {
  const references: { file: string; path: PropertyKey[]; reference: PricingReference }[] = [
    ...model.services.flatMap((service) => (service.pricing ? [{ file: service.origin.file, path: ['pricing'], reference: service.pricing }] : [])),
    { file: model.figuresOrigin.file, path: ['comparison', 'provider', 'pricing'], reference: model.figures.comparison.provider.pricing },
  ];
  return [
    ...references.flatMap(({ file, path, reference }) =>
      resolvePricing(model, reference).problems.map((found) => {
        const fieldPath = [...path, found.field];
        return problem(
          'content/unknown-reference',
          { file, ...model.locate(file, fieldPath) },
          {
            message: found.message,
            field: fieldPath.join('.'),
            found: found.found,
            hint: found.hint,
          },
        );
      }),
    ),
    ...checkHighlights(model),
  ];
}

/** `enhanceHighlights` in figures.yaml names Enhance plans; a name that matches none would drop silently from the town pages. */
function checkHighlights(model: Model): Diagnostic[] {
  const names = model.enhancePlans.map((plan) => plan.name);
  const file = model.figuresOrigin.file;
  return model.figures.enhanceHighlights.flatMap((name, i) => {
    if (names.includes(name)) return [];
    const near = nearest(name, names);
    return [
      problem(
        'content/unknown-reference',
        { file, ...model.locate(file, ['enhanceHighlights', i]) },
        {
          message: `\`enhanceHighlights[${i}]\` names no Enhance plan: "${name}"`,
          field: `enhanceHighlights[${i}]`,
          expected: `the name of a plan in plans/enhance.yaml: ${names.join(', ')}`,
          found: name,
          hint: near
            ? `${near.likelyTypo ? 'Did you mean' : 'The nearest plan is'} \`${near.candidate}\`? Write a plan's name exactly as plans/enhance.yaml does.`
            : 'Write a plan name exactly as plans/enhance.yaml does.',
        },
      ),
    ];
  });
}
