import { type ClientOptions, createTransport } from './core/create-transport.js';
import type { ServiceName } from './core/services.js';
import { AmlResource } from './resources/aml.js';
import { AuditResource } from './resources/audit.js';
import { AuthResource } from './resources/auth.js';
import { BillingResource } from './resources/billing.js';
import { BusinessesResource } from './resources/businesses.js';
import { CaptureResource } from './resources/capture.js';
import { CompanyResource } from './resources/company.js';
import { CreditReportResource } from './resources/credit-report.js';
import { DeveloperResource } from './resources/developer.js';
import { IdentityResource } from './resources/identity.js';
import { OnboardingResource } from './resources/onboarding.js';
import { PlansResource } from './resources/plans.js';
import { CountriesResource, MediaResource, SystemResource } from './resources/reference.js';
import { RolesResource } from './resources/roles.js';
import { TeamResource } from './resources/team.js';
import { UsersResource } from './resources/users.js';
import { VFormsResource } from './resources/vforms.js';

export type { ClientOptions };

export interface VerityClient {
  audit: AuditResource;
  auth: AuthResource;
  billing: BillingResource;
  plans: PlansResource;
  onboarding: OnboardingResource;
  company: CompanyResource;
  aml: AmlResource;
  creditReport: CreditReportResource;
  developer: DeveloperResource;
  roles: RolesResource;
  team: TeamResource;
  capture: CaptureResource;
  identity: IdentityResource;
  users: UsersResource;
  businesses: BusinessesResource;
  countries: CountriesResource;
  media: MediaResource;
  system: SystemResource;
  vforms: VFormsResource;
  /** The base URL of a service, for links the client does not fetch itself (downloads, iframes). */
  baseUrl(service: ServiceName): string;
}

export function createClient(options: ClientOptions = {}): VerityClient {
  const transport = createTransport(options);
  return {
    audit: new AuditResource(transport),
    billing: new BillingResource(transport),
    plans: new PlansResource(transport),
    onboarding: new OnboardingResource(transport),
    auth: new AuthResource(transport),
    company: new CompanyResource(transport),
    aml: new AmlResource(transport),
    creditReport: new CreditReportResource(transport),
    developer: new DeveloperResource(transport),
    roles: new RolesResource(transport),
    team: new TeamResource(transport),
    capture: new CaptureResource(transport),
    identity: new IdentityResource(transport),
    users: new UsersResource(transport),
    businesses: new BusinessesResource(transport),
    countries: new CountriesResource(transport),
    media: new MediaResource(transport),
    system: new SystemResource(transport),
    vforms: new VFormsResource(transport),
    baseUrl: (service) => transport.url(service, ''),
  };
}
