// A list of labelled facts (a match's venue and referee, a driver's team and points): the page that shows it
// gives its look, so it is one markup for both sports screens and the live match view's drawer.
import type { ReactNode } from 'react';

export function FactList({ rows, className }: { rows: [string, ReactNode][]; className?: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
