import type { AnalyticsSetup } from '../../src/analytics/analyticsSetup.ts';
import { tagAttributes } from '../../src/analytics/analyticsTag.ts';
import { useSite } from '../context.ts';

/**
 * The page's one analytics tag (docs/architecture.md#analytics), deferred so it never holds up
 * the page: Plausible's own script, which counts the page view without cookies, or the site's
 * consent script, which loads Google's tag once the visitor agrees. The policy allows exactly
 * the hosts the tag names (src/analytics/policySources.ts).
 */
export function AnalyticsTag({ setup }: { setup: AnalyticsSetup }) {
  const { assets } = useSite();
  if (setup.provider === 'plausible') return <script defer src={setup.script} {...tagAttributes(setup)} />;
  return <script defer src={assets.consentJs} integrity={assets.consentJsIntegrity} {...tagAttributes(setup)} />;
}
