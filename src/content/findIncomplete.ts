import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import type { Location, Model, PublishedLocation, PublishedService, Service } from './model.ts';

/** What a service needs to be published (docs/content-model.md#incomplete-records): a name, a description and a feature. */
export function missingServiceFields(service: Service): string[] {
  const missing: string[] = [];
  if (!service.name) missing.push('name');
  if (!service.description) missing.push('description');
  if (service.features.length === 0) missing.push('features');
  return missing;
}

/** What a location needs to have pages (docs/content-model.md#incomplete-records): a name and at least one industry. */
export function missingLocationFields(location: Location): string[] {
  const missing: string[] = [];
  if (!location.name) missing.push('name');
  if (location.industries.length === 0) missing.push('industries');
  return missing;
}

export function isCompleteService(service: Service): service is PublishedService {
  return missingServiceFields(service).length === 0;
}

export function isCompleteLocation(location: Location): location is PublishedLocation {
  return missingLocationFields(location).length === 0;
}

/**
 * Incomplete records are not rendered (docs/content-model.md#incomplete-records); each gets a warning naming the record
 * and what it lacks, which `site check --strict` turns into a failure.
 */
export function findIncomplete(model: Model): Diagnostic[] {
  const warn = (record: Service | Location, kind: string, missing: string[]) =>
    problem(
      'content/incomplete',
      { file: record.origin.file, line: 1, column: 1 },
      {
        severity: 'warning',
        message: `${kind} "${record.slug}" is not published: it has no ${missing.join(', no ')}`,
        field: missing.join(', '),
      },
    );
  return [
    ...model.services.filter((s) => !isCompleteService(s)).map((s) => warn(s, 'Service', missingServiceFields(s))),
    ...model.locations.filter((l) => !isCompleteLocation(l)).map((l) => warn(l, 'Location', missingLocationFields(l))),
  ];
}
