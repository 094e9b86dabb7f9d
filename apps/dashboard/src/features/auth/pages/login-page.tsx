// STUB: replaced by the feature's real page.
export default function LoginPage() {
  return <h1>LoginPage</h1>;
}
