import { useSite } from '../context.ts';
import { PlanSummaryList } from './PlanSummaryList.tsx';

type Plans = Parameters<typeof PlanSummaryList>[0]['plans'];

/** The Enhance and cPanel plan summaries side by side, each linking to its platform's page. */
export function PlanSummaries({ enhance, cpanel }: { enhance: Plans; cpanel: Plans }) {
  const { plans: words } = useSite().model.ui;
  return (
    <div className="summary-columns">
      <PlanSummaryList heading={words.enhancePlatform} href="/enhance-hosting" plans={enhance} />
      <PlanSummaryList heading={words.cpanelPlatform} href="/cpanel-hosting" plans={cpanel} />
    </div>
  );
}
