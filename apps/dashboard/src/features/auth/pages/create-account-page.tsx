// STUB: replaced by the feature's real page.
export default function CreateAccountPage() {
  return <h1>CreateAccountPage</h1>;
}
