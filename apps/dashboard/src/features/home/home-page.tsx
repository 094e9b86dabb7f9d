// STUB: replaced by the feature's real page.
export default function HomePage() {
  return <h1>HomePage</h1>;
}
