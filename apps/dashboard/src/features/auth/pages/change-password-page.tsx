// STUB: replaced by the feature's real page.
export default function ChangePasswordPage() {
  return <h1>ChangePasswordPage</h1>;
}
