// STUB: replaced by the feature's real page.
export default function NotFoundPage() {
  return <h1>NotFoundPage</h1>;
}
