// STUB: replaced by the feature's real page.
export default function TwoFactorSetupPage() {
  return <h1>TwoFactorSetupPage</h1>;
}
