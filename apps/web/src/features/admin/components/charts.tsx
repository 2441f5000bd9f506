type Point = { day: string; count: number };

/** A small bar chart of one series (30 days), in plain SVG, with a table for screen readers. */
export function SeriesChart({
  title,
  points,
  color,
}: {
  title: string;
  points: Point[];
  color: string;
}) {
  const max = Math.max(1, ...points.map((p) => p.count));
  const width = 300;
  const height = 100;
  const bar = width / Math.max(1, points.length);
  const total = points.reduce((sum, p) => sum + p.count, 0);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="mb-2 flex items-baseline justify-between text-sm font-semibold text-navy-900">
        <span>{title}</span>
        <span className="font-normal text-slate-600">
          {total.toLocaleString('en-US')} in 30 days
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-28 w-full"
        role="img"
        aria-label={`${title}, last 30 days`}
        preserveAspectRatio="none"
      >
        {points.map((p, i) => {
          const h = (p.count / max) * (height - 4);
          return (
            <rect
              key={p.day}
              x={i * bar + 1}
              y={height - h}
              width={Math.max(1, bar - 2)}
              height={h}
              fill={color}
            >
              <title>{`${p.day}: ${p.count}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-slate-500">
        <span>{points[0]?.day}</span>
        <span>{points.at(-1)?.day}</span>
      </div>
    </figure>
  );
}
