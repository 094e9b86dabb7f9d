/**
 * Every verification module declared on the kit: what the route-access table, the kit's tests and the shell
 * walk. Customer verification and the screening keep their own records (see identity-module.ts, aml-module.ts); the
 * others are stored by the kit.
 */
import { amlModule } from './aml/aml-module.js';
import { companyModule } from './company/company-module.js';
import { creditReportModule } from './credit-report/credit-report-module.js';
import { identityModule } from './identity/identity-module.js';
import type { ModuleDeclaration, ModuleRoute } from './kit/module-declaration.js';

/** The modules whose records the kit stores (`verification_checks`), one type per check. */
export const keptModules: readonly ModuleDeclaration[] = [companyModule, creditReportModule];

export const verificationModules: readonly ModuleDeclaration<ModuleRoute>[] = [
  identityModule,
  ...keptModules,
  amlModule,
];
