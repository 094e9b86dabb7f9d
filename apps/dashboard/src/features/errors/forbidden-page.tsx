// STUB: replaced by the feature's real page.
export default function ForbiddenPage() {
  return <h1>ForbiddenPage</h1>;
}
