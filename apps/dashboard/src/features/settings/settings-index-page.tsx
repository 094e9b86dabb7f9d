// STUB: replaced by the feature's real page.
export default function SettingsIndexPage() {
  return <h1>SettingsIndexPage</h1>;
}
