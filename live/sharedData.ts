// The shared data refresh (reader-site.md §4): /api/frontend/refresh every 15 s while the tab is visible,
// at once when it comes back after more than 30 s (the scheduler's rule), into the common store (whose pip
// closed flag resets when the pip url changes).
import type { CommonData } from '../domain/types';
import { REFRESH_INTERVAL_MS } from '../domain/constants';
import type { ApiClient } from './apiClient';
import type { PollTask } from './scheduler';
import { applyCommonData, type CommonStore } from './stores';

export const REFRESH_PATH = '/api/frontend/refresh';

export function sharedDataTask(api: Pick<ApiClient, 'get'>, store: CommonStore, intervalMs = REFRESH_INTERVAL_MS): PollTask {
  return {
    name: 'shared-data',
    intervalMs,
    run: async () => {
      applyCommonData(store, await api.get<CommonData>(REFRESH_PATH));
    },
  };
}
