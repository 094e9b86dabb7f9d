// STUB: replaced by the feature's real page.
export default function TwoFactorPage() {
  return <h1>TwoFactorPage</h1>;
}
