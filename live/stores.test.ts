import { describe, expect, it } from 'vitest';
import { subscribe } from 'valtio/vanilla';
import type { CommonData, PipStatus } from '../domain/types';
import { applyCommonData, closePip, createAuthStore, createCommonStore, createMainStore, defaultPipStatus, login, logout, resetPip } from './stores';

const pip = (pipUrl: string): PipStatus => ({ pipShow: '1', pipTitle: 'Élő adás', pipUrl, pipOpen: '1', pipLabel: 'élő' });
const common = (p: PipStatus) => ({ pipStatus: p }) as unknown as CommonData;

describe('common data store', () => {
  it('the default pip reset is label élő, open 1, show 0', () => {
    expect(defaultPipStatus()).toMatchObject({ pipLabel: 'élő', pipOpen: '1', pipShow: '0' });
    const s = createCommonStore();
    applyCommonData(s, common(pip('https://video/1')));
    resetPip(s);
    expect(s.pipStatus).toEqual({ pipLabel: 'élő', pipOpen: '1', pipShow: '0', pipTitle: '', pipUrl: '' });
  });

  it('a closed pip stays closed while the url is the same and opens again when the url changes', () => {
    const s = createCommonStore();
    applyCommonData(s, common(pip('https://video/1')));
    closePip(s);
    applyCommonData(s, common(pip('https://video/1')));
    expect(s.pipClosed).toBe(true);
    applyCommonData(s, common(pip('https://video/2')));
    expect(s.pipClosed).toBe(false);
  });

  it('notifies subscribers (valtio) when a refresh lands', async () => {
    const s = createCommonStore();
    let calls = 0;
    subscribe(s, () => calls++);
    applyCommonData(s, common(pip('u')), 5);
    await Promise.resolve();
    expect(calls).toBe(1);
    expect(s.refreshedAt).toBe(5);
  });
});

describe('main and auth stores', () => {
  it('start from the spec defaults', () => {
    const m = createMainStore({ slug: 'main', domain: 'localhost', path: '' });
    expect(m).toMatchObject({ articleCount: 0, pageCount: 0, isTelexApp: false, appBuildNumber: null, colorMode: 'system', breakingBlock: null });
  });

  it('logout resets the user state', () => {
    const a = createAuthStore();
    login(a, { id: 1, email: 'e@x.hu', name: 'E', roles: [] }, 't', 'r');
    expect(a.isAuthenticated).toBe(true);
    logout(a);
    expect(a).toEqual({ loggedInUser: null, isAuthenticated: false, token: null, refreshToken: null });
  });
});
