import type { TemplateName } from '../../src/routes/route.ts';
import type { PageTemplate } from '../page.ts';
import { Home } from './Home.tsx';
import { Hosting } from './Hosting.tsx';
import { EnhanceHosting } from './EnhanceHosting.tsx';
import { About } from './About.tsx';
import { Contact } from './Contact.tsx';
import { KentTown } from './KentTown.tsx';
import { NotFound } from './NotFound.tsx';
import { Search } from './Search.tsx';
import { ServiceLanding } from './ServiceLanding.tsx';
import { Comparison } from './Comparison.tsx';
import { Knowledge } from './Knowledge.tsx';
import { Tutorial } from './Tutorial.tsx';
import { UseCase } from './UseCase.tsx';
import { Location } from './Location.tsx';
import { County } from './County.tsx';
import { CpanelHosting } from './CpanelHosting.tsx';
import { CpanelSpecification } from './CpanelSpecification.tsx';
import { PleskHosting } from './PleskHosting.tsx';
import { VpsHosting } from './VpsHosting.tsx';
import { Sitebuilder } from './Sitebuilder.tsx';
import { HostingAddons } from './HostingAddons.tsx';
import { ControlPanels } from './ControlPanels.tsx';
import { WhmcsLicenses } from './WhmcsLicenses.tsx';
import { ResellerPrograms } from './ResellerPrograms.tsx';
import { Agencies } from './Agencies.tsx';
import { KentOverview } from './KentOverview.tsx';
import { WebHostingKent } from './WebHostingKent.tsx';
import { DedicatedServersKent } from './DedicatedServersKent.tsx';
import { ColocationKent } from './ColocationKent.tsx';
import { ServerColocationKent } from './ServerColocationKent.tsx';
import { HostingProviderKent } from './HostingProviderKent.tsx';
import { ItColocationKent } from './ItColocationKent.tsx';
import { BusinessTown } from './BusinessTown.tsx';
import { PlaceDirectory } from './PlaceDirectory.tsx';
import { CountyDirectory } from './CountyDirectory.tsx';

/** Route template name → page template: the one table of templates. */
export const pageTemplates: { [T in TemplateName]: PageTemplate<T> } = {
  home: Home,
  hosting: Hosting,
  enhanceHosting: EnhanceHosting,
  about: About,
  contact: Contact,
  kentTown: KentTown,
  notFound: NotFound,
  search: Search,
  serviceLanding: ServiceLanding,
  comparison: Comparison,
  knowledge: Knowledge,
  tutorial: Tutorial,
  useCase: UseCase,
  location: Location,
  county: County,
  cpanelHosting: CpanelHosting,
  cpanelSpecification: CpanelSpecification,
  pleskHosting: PleskHosting,
  vpsHosting: VpsHosting,
  sitebuilder: Sitebuilder,
  hostingAddons: HostingAddons,
  controlPanels: ControlPanels,
  whmcsLicenses: WhmcsLicenses,
  resellerPrograms: ResellerPrograms,
  agencies: Agencies,
  kentOverview: KentOverview,
  webHostingKent: WebHostingKent,
  dedicatedServersKent: DedicatedServersKent,
  colocationKent: ColocationKent,
  serverColocationKent: ServerColocationKent,
  hostingProviderKent: HostingProviderKent,
  itColocationKent: ItColocationKent,
  businessTown: BusinessTown,
  placeDirectory: PlaceDirectory,
  countyDirectory: CountyDirectory,
};
