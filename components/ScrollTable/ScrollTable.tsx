// A data table in a box that scrolls sideways when it is wider than a phone, named by its caption: the sports
// screens' tables (Formula 1, football) and the supplements' data tables are real <table>s with a caption and
// column heads, readable without JavaScript. The cells that name the rows stay in view while the rest scrolls
// under them (`pinnedCell`), and a shadow at the box's edge says there is more to the right.
import type { ReactNode } from 'react';
import styles from './ScrollTable.module.css';

/** The class of a row's name cell and of its column head: kept at the box's left edge while the table scrolls. */
export const pinnedCell = styles.pinned;

/** The box a wide table scrolls in: a named region keyboard users can reach. */
export function ScrollBox({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      className={className ? `${styles.scroll} ${className}` : styles.scroll}
      role="region"
      aria-label={label}
      // A table wider than a phone scrolls in its box, which keyboard users must reach (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {children}
    </div>
  );
}

export function ScrollTable({
  caption,
  captionVisible = false,
  attributes,
  children,
}: {
  caption: string;
  /** The caption shown above the table (else for screen readers only). */
  captionVisible?: boolean;
  /** The table's data attributes (what tests and scripts find it by). */
  attributes?: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  return (
    <ScrollBox label={caption}>
      <table className={styles.table} {...attributes}>
        <caption className={captionVisible ? styles.caption : 'visually-hidden'}>{caption}</caption>
        {children}
      </table>
    </ScrollBox>
  );
}
