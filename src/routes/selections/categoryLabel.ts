import type { Service } from '../../content/model.ts';

/** The name of a service category, as the badge of a service or location page shows it. */
export function categoryLabel(category: Service['category']): string {
  const labels: Record<Service['category'], string> = {
    hosting: 'Web Hosting', vps: 'VPS Hosting', wordpress: 'WordPress Hosting', dedicated: 'Dedicated Servers', colocation: 'Colocation',
    'control-panels': 'Control Panels', reseller: 'Reseller Hosting', business: 'Business Hosting', comparison: 'Comparison', knowledge: 'Knowledge Base',
  };
  return labels[category];
}
