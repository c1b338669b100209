import { createContext, useContext, type ReactNode } from 'react';
import type { PageData } from './types';

// Server-side only: pages read their data() result from here. Islands never do; they get props.
const DataContext = createContext<PageData | null>(null);

export function PageDataProvider({ data, children }: { data: PageData | null; children: ReactNode }) {
  return <DataContext.Provider value={data}>{children}</DataContext.Provider>;
}

export function usePageData<T extends PageData>(): T {
  const data = useContext(DataContext);
  if (!data) throw new Error('usePageData outside a page with data()');
  return data as T;
}
