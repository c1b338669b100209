import { describe, expect, it } from 'vitest';
import { TAB_KIND_NAMES } from '../../../domain/supplementTabKinds';
import { TAB_LOADER_NAMES, tabLoader } from './loaders';
import { TAB_VIEW_NAMES, renderTab } from './views';
import type { TabViewData } from './loaders';
import type { SupplementPageBase } from './types';

describe('the supplement tab kinds’ registries', () => {
  it('every kind has one loader and one view, and nothing else is registered', () => {
    expect([...TAB_LOADER_NAMES].sort()).toEqual([...TAB_KIND_NAMES].sort());
    expect([...TAB_VIEW_NAMES].sort()).toEqual([...TAB_KIND_NAMES].sort());
    for (const name of TAB_KIND_NAMES) expect(tabLoader(name)?.load, name).toBeTypeOf('function');
  });

  it('a name that is no kind’s has no loader and draws nothing', () => {
    expect(tabLoader('nope')).toBeUndefined();
    expect(tabLoader('toString')).toBeUndefined();
    expect(renderTab({ kind: 'nope' } as unknown as TabViewData, {} as SupplementPageBase)).toBeNull();
  });
});
