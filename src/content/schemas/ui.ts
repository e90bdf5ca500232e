import { z } from 'zod';
import { text } from './common.ts';
import { serviceCategories } from './service.ts';

const labels = <K extends string>(keys: readonly K[]) => z.strictObject(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>);

/**
 * content/ui.yaml: the words templates show around the copy of pages (buttons, badges, table
 * headings, screen-reader labels). Every key is required, so a missing or misspelt one is
 * reported at its line; `{tokens}` in them are filled in by the page that shows them.
 */
export const uiSchema = z.strictObject({
  layout: labels(['skipLink', 'mainMenu', 'mobileMenu', 'menuButton', 'hostingMenu', 'login', 'store', 'partOf', 'newTab', 'breadcrumb', 'home', 'kent', 'contact', 'scrollableTable', 'notFoundButton']),
  plans: labels(['perMonth', 'perMonthShort', 'from', 'fromPrice', 'startingFrom', 'popular', 'mostPopular', 'recommended', 'comingSoon', 'seePlans', 'cpu', 'plan', 'order', 'enhancePlatform', 'cpanelPlatform', 'includes', 'includesPower', 'perTwoU', 'customConfiguration', 'starter', 'growth', 'enterprise', 'agencyLine']),
  specs: labels(['websites', 'accounts', 'cpanelAccounts', 'cpu', 'vcpu', 'ram', 'processes', 'io', 'storage', 'diskSpace', 'bandwidth', 'backups', 'mailboxes', 'emailAccounts', 'subdomains', 'ssl', 'ddos', 'cloudlinux', 'php', 'pricePerMonth']),
  buttons: labels(['agencyHosting', 'agencyProgramme', 'agencySolutions', 'askAboutMigration', 'askAnExpert', 'becomeAReseller', 'bookAnAssessment', 'browseAllLicenses', 'choosePlan', 'chooseCpanelPlan', 'colocationInKent', 'compareFullSpec', 'compareHosting', 'compareOurPlans', 'comparePackages', 'comparePlans', 'compareVpsPlans', 'contactSales', 'contactUs', 'cpanelHosting', 'cpanelHostingToday', 'cpanelPlans', 'cpanelStore', 'dedicatedHosting', 'dedicatedServers', 'deployServer', 'enhanceHosting', 'enhancePlans', 'getAQuote', 'getExpertAdvice', 'getQuote', 'getStarted', 'getStartedLower', 'learnMore', 'learnMoreLower', 'learnMoreAbout', 'orderLicense', 'orderNow', 'orderOnline', 'pleskHosting', 'requestEarlyAccess', 'resellerPlans', 'resellerProgrammes', 'seeCpanelPlans', 'seeEnhancePlans', 'serverColocation', 'serversAndColocation', 'sharedPlans', 'talkToOurKentTeam', 'talkToUs', 'viewHosting', 'viewHostingPlans', 'viewPlans', 'viewPricing', 'viewStore', 'visitStore', 'visitTheStore', 'vpsHosting', 'webHostingInCanterbury']),
  labels: labels(['ourStory', 'waysToContact', 'agenciesAndServers', 'nationalService', 'comparisonInDetail', 'integrations', 'hostingPlans', 'kentHosting', 'introduction', 'overview', 'aboutService', 'hostingForTown', 'countyWebHosting', 'businesses', 'compliance', 'tip', 'published', 'updated', 'comparisonEyebrow', 'knowledgeEyebrow', 'tutorialEyebrow', 'useCaseEyebrow']),
  places: labels(['serviceIn', 'servicePlans', 'serviceAcross', 'webHostingIn', 'cpanelHostingIn', 'businessHostingIn', 'population', 'county', 'majorBusinesses', 'motorways', 'railways', 'airports']),
  comparison: labels(['feature', 'comparedWith', 'startingPrice', 'customerRating', 'uptime', 'support', 'dataLocation', 'ourSupport', 'theirSupport', 'ourDataLocation', 'theirDataLocation', 'ratingOutOf', 'sla', 'target']),
  /** The feed of guides and tutorials (/feed.atom): its title (before " | {site name}") and what it offers, as feed readers show them. */
  feed: labels(['title', 'subtitle']),
  /** The name of each service category, as the badge of its pages shows it. */
  categories: labels(serviceCategories),
});
