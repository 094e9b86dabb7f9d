// STUB: replaced by the feature's real page.
export default function AccountCreatedPage() {
  return <h1>AccountCreatedPage</h1>;
}
