/**
 * The consent script, loaded only when the site's analytics provider sets cookies (GA4, Tag
 * Manager): docs/architecture.md#analytics. Google's Consent Mode starts with every purpose
 * denied, and Google's tag is loaded only once the visitor accepts, so nothing reaches Google
 * and no cookie is set before. The choice is kept in localStorage (a record of consent, which
 * needs none itself). Without JavaScript the banner stays hidden and nothing loads. Small on
 * purpose: with the site's script it must stay within the JS budget (docs/check-rules.md#budget).
 */
import { googleTagUrl } from '../../src/analytics/googleTag.ts';

const KEY = 'analytics-consent';
// The tag (templates/components/AnalyticsTag.tsx) names the provider and id; the banner and the footer's button come with it.
const { analytics: provider = '', id = '' } = (document.currentScript as HTMLScriptElement).dataset;
const banner = document.querySelector<HTMLElement>('[data-consent]')!;
const settings = document.querySelector<HTMLElement>('[data-consent-settings]');
const dataLayer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
// Google's tag reads its commands as the `arguments` of gtag(), not as arrays.
const gtag = function (..._: unknown[]) {
  // eslint-disable-next-line prefer-rest-params
  dataLayer.push(arguments);
};
const denied = 'denied';
// Consent Mode v2: every purpose denied until the visitor accepts analytics, and only analytics.
gtag('consent', 'default', {
  ad_storage: denied,
  ad_user_data: denied,
  ad_personalization: denied,
  analytics_storage: denied,
  functionality_storage: denied,
  personalization_storage: denied,
  security_storage: denied,
});
let loaded = false;
let stored: string | null = null;
try {
  stored = localStorage.getItem(KEY);
} catch {
  // Storage refused (storage turned off): asked on every page, and nothing loads until accepted.
}
if (stored === 'granted') load();
banner.hidden = stored === 'granted' || stored === denied;
banner.addEventListener('click', (event) => {
  const choice = (event.target as Element).closest<HTMLElement>('[data-consent-choice]')?.dataset['consentChoice'];
  if (!choice) return;
  try {
    localStorage.setItem(KEY, choice);
  } catch {
    // Not kept: this page still follows the choice.
  }
  banner.hidden = true;
  if (choice !== denied) load();
  else if (loaded) withdraw();
});
if (settings) {
  settings.hidden = false;
  settings.onclick = () => {
    banner.hidden = false;
    banner.querySelector('button')!.focus();
  };
}

function load(): void {
  gtag('consent', 'update', { analytics_storage: 'granted' });
  if (loaded) return;
  loaded = true;
  if (provider === 'gtm') dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  else {
    gtag('js', new Date());
    gtag('config', id);
  }
  const script = document.createElement('script');
  script.async = true;
  script.src = googleTagUrl(provider, id);
  document.head.append(script);
}

/**
 * Consent withdrawn after Google's tag loaded: its cookies go (on this host and on each parent
 * domain, where GA sets them), and the page loads again, now without the tag.
 */
function withdraw(): void {
  const labels = location.hostname.split('.');
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0]!;
    if (name.startsWith('_ga')) for (let i = 0; i <= labels.length; i++) document.cookie = `${name}=;max-age=0;path=/;domain=${labels.slice(i).join('.')}`;
  }
  location.reload();
}
