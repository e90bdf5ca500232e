import { kentCardPage } from '../components/kentCardPage.tsx';

/** /dedicated-servers-kent: features and specs; links /contact, /vps-hosting. */
export const DedicatedServersKent = kentCardPage('dedicated-servers-kent', ['features', 'specs'], {
  hero: [
    { href: '/contact', label: 'getAQuote' },
    { href: '/vps-hosting', label: 'vpsHosting' },
  ],
  cta: [
    { href: '/contact', label: 'contactUs' },
    { href: '/vps-hosting', label: 'compareVpsPlans' },
  ],
});
