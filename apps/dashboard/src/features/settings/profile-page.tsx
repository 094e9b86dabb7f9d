// STUB: replaced by the feature's real page.
export default function ProfilePage() {
  return <h1>ProfilePage</h1>;
}
