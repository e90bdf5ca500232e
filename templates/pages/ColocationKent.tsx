import { kentCardPage } from '../components/kentCardPage.tsx';

/** /colocation-kent: features and the facility; links /contact, /dedicated-servers-kent, /server-colocation-kent. */
export const ColocationKent = kentCardPage('colocation-kent', ['features', 'facility'], {
  hero: [
    { href: '/contact', label: 'getAQuote' },
    { href: '/server-colocation-kent', label: 'serverColocation' },
  ],
  cta: [
    { href: '/contact', label: 'contactUs' },
    { href: '/dedicated-servers-kent', label: 'dedicatedServers' },
  ],
});
