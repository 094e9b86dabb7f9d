// STUB: replaced by the feature's real page.
export default function RegisterPage() {
  return <h1>RegisterPage</h1>;
}
