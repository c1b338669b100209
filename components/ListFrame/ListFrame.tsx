import type { ReactNode } from 'react';
import type { ListView } from '../../domain/listViews';
import { ListHeader, type ListHeaderData } from '../ListHeader/ListHeader';
import { ListTabs } from '../ListTabs/ListTabs';
import { ListSidebar, type ListSidebarData } from '../ListSidebar/ListSidebar';
import styles from './ListFrame.module.css';

export interface ListFrameData {
  header: ListHeaderData;
  sidebar: ListSidebarData;
}

/**
 * The frame of a list page and of the sub-site fronts: header group (or, where the sub-site's tab bar
 * stands in for it, a heading for screen readers only), tabs, the main column (`children`) and the
 * sidebar. What shows is the route's ListView (domain/listViews.ts); the data comes from loadListFrame.
 */
export function ListFrame({ view, frame, children }: { view: ListView; frame: ListFrameData; children: ReactNode }) {
  return (
    <div className={styles.frame} data-list-kind={view.kind}>
      <section className={styles.main} aria-labelledby="list-title">
        {view.headerGroup ? (
          <ListHeader header={frame.header} logo={view.logo} sponsoredLine={view.sponsoredLine} />
        ) : (
          <h1 id="list-title" className="visually-hidden">
            {frame.header.title}
          </h1>
        )}
        {/* Without the header group (the sub-sites) the tab bar carries its feed and the sponsor's line. */}
        <ListTabs
          tabs={view.tabs}
          label={view.tabsLabel}
          feed={!view.headerGroup && frame.header.rss ? { href: frame.header.rss, title: frame.header.title } : null}
          sponsoredLine={!view.headerGroup && view.sponsoredLine}
        />
        {children}
      </section>
      <ListSidebar data={frame.sidebar} />
    </div>
  );
}
