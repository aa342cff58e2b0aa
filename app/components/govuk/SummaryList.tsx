// GOV.UK summary list: a label and a value per row; rows without a value are left out.
export function SummaryList({ rows }: { rows: ReadonlyArray<[string, string | null]> }) {
  const shown = rows.filter(([, value]) => value);
  if (!shown.length) return null;
  return (
    <dl className="summary-list">
      {shown.map(([label, value]) => (
        <div key={label} style={{ display: "contents" }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
