// STUB: replaced by the feature's real page.
export default function GetStartedPage() {
  return <h1>GetStartedPage</h1>;
}
