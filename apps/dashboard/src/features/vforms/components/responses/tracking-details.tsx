/** The utm_* parameters and referrer the widget sent with the response (when the form tracks). */
export function TrackingDetails({ tracking }: { tracking: Record<string, string> }) {
  const entries = Object.entries(tracking);
  if (entries.length === 0) return <p className="text-muted">Nothing was tracked for this response.</p>;
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="font-mono text-muted">{key}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
