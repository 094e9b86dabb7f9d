// STUB: replaced by the feature's real page.
export default function AccountPage() {
  return <h1>AccountPage</h1>;
}
