// A data table in a box that scrolls sideways when it is wider than a phone, named by its caption: the sports
// screens' tables (Formula 1, football) are real <table>s with a caption and column heads, readable without
// JavaScript.
import type { ReactNode } from 'react';
import styles from './ScrollTable.module.css';

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
    <div
      className={styles.scroll}
      role="region"
      aria-label={caption}
      // A table wider than a phone scrolls in its box, which keyboard users must reach (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className={styles.table} {...attributes}>
        <caption className={captionVisible ? styles.caption : 'visually-hidden'}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
