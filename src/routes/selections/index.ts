/**
 * The selection rules and limits of docs/content-model.md#lists-on-generated-pages, each a plain function of the
 * model, so templates only arrange what these return.
 */
export * from './relatedServices.ts';
export * from './locationLists.ts';
export * from './serviceLists.ts';
