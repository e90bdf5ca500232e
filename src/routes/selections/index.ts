/**
 * The selection rules and limits of docs/content-model.md#lists-on-generated-pages, each a
 * plain function of the model, so templates only arrange what these return. `pages/` holds, per template, the
 * function that hands it its data ready-made.
 */
export * from './relatedServices.ts';
export * from './locationLists.ts';
export * from './serviceLists.ts';
export * from './records.ts';
