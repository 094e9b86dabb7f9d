/** Every verification module built on the kit, by declaration: what the kit's tests and the shell walk. */
import { companyModule } from './company/company-module.js';
import { creditReportModule } from './credit-report/credit-report-module.js';
import type { ModuleDeclaration } from './kit/module-declaration.js';

export const verificationModules: readonly ModuleDeclaration[] = [companyModule, creditReportModule];
