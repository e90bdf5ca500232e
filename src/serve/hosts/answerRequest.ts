import type { Answer, SiteIndex } from './answer.ts';
import { cloudflareAnswer } from './cloudflareHost.ts';
import { netlifyAnswer } from './netlifyHost.ts';
import { nginxAnswer } from './nginxHost.ts';

export type { Answer, SiteIndex } from './answer.ts';

/** The hosts the preview can imitate; nginx implements the whole output contract. */
export const HOSTS = { nginx: nginxAnswer, cloudflare: cloudflareAnswer, netlify: netlifyAnswer } as const;

export type HostName = keyof typeof HOSTS;

export function isHostName(name: string): name is HostName {
  return Object.hasOwn(HOSTS, name);
}

/** How the chosen host answers a raw request target. */
export function answerRequest(host: HostName, target: string, site: SiteIndex): Answer {
  return HOSTS[host](target, site);
}
