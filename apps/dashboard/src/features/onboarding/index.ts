/** What other features use of onboarding: the logo field, which settings offers again after activation. */
export { LogoField } from './components/logo-field';
