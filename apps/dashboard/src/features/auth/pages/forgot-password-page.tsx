// STUB: replaced by the feature's real page.
export default function ForgotPasswordPage() {
  return <h1>ForgotPasswordPage</h1>;
}
