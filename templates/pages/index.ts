import type { TemplateName } from '../../src/routes/route.ts';
import type { PageTemplate } from '../page.ts';
import { Home } from './Home.tsx';
import { Hosting } from './Hosting.tsx';
import { EnhanceHosting } from './EnhanceHosting.tsx';
import { About } from './About.tsx';
import { Contact } from './Contact.tsx';
import { KentTown } from './KentTown.tsx';
import { NotFound } from './NotFound.tsx';
import { ServiceLanding } from './ServiceLanding.tsx';
import { Comparison } from './Comparison.tsx';
import { Knowledge } from './Knowledge.tsx';
import { Tutorial } from './Tutorial.tsx';
import { UseCase } from './UseCase.tsx';
import { Location } from './Location.tsx';
import { County } from './County.tsx';

/** Route template name → page template. */
export const pageTemplates: Record<TemplateName, PageTemplate> = {
  home: Home,
  hosting: Hosting,
  enhanceHosting: EnhanceHosting,
  about: About,
  contact: Contact,
  kentTown: KentTown,
  notFound: NotFound,
  serviceLanding: ServiceLanding,
  comparison: Comparison,
  knowledge: Knowledge,
  tutorial: Tutorial,
  useCase: UseCase,
  location: Location,
  county: County,
};
