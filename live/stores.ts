// The client state of reader-site.md §3 as valtio stores: plain proxies that any code mutates and any
// island reads with useSnapshot. Factories for tests; the page's own instances are created on first use, so
// a page that never touches a store pays nothing for it.
import { proxy } from 'valtio/vanilla';
import type {
  AuthState,
  AutoBlockState,
  CommonData,
  FrontPageState,
  LoggedInUser,
  MainState,
  MenuState,
  PipStatus,
  SectionState,
  Site,
} from '../domain/types';
import { PIP_DEFAULTS } from '../domain/constants';

export function createMainStore(site: Site, init: Partial<MainState> = {}): MainState {
  return proxy<MainState>({
    articleCount: 0,
    pageCount: 0,
    isMobile: false,
    isIos: false,
    isTelexApp: false,
    appBuildNumber: null,
    isPreview: false,
    isCookieModal: false,
    isNavigation: false,
    isScreenshot: false,
    isShowSearchBar: false,
    colorMode: 'system',
    headerOpacity: false,
    needHeaderOpacity: false,
    breakingBlock: null,
    isFacebookSdkLoaded: false,
    site,
    ...init,
  });
}

/** Auth state plus the tokens the API client needs (an editor's session in preview mode). */
export interface AuthStore extends AuthState {
  token: string | null;
  refreshToken: string | null;
}

export function createAuthStore(init: Partial<AuthStore> = {}): AuthStore {
  return proxy<AuthStore>({ loggedInUser: null, isAuthenticated: false, token: null, refreshToken: null, ...init });
}

export function login(auth: AuthStore, user: LoggedInUser, token: string, refreshToken: string | null): void {
  Object.assign(auth, { loggedInUser: user, isAuthenticated: true, token, refreshToken });
}

/** Logout resets the user state (reader-site.md §6). */
export function logout(auth: AuthStore): void {
  Object.assign(auth, { loggedInUser: null, isAuthenticated: false, token: null, refreshToken: null });
}

export function createFrontPageStore(init: Partial<FrontPageState> = {}): FrontPageState {
  return proxy<FrontPageState>({ blocks: [], random: 0, ...init });
}

export function createAutoBlockStore(init: Partial<AutoBlockState> = {}): AutoBlockState {
  return proxy<AutoBlockState>({ autoBlocks: null, autoBlockVersions: [], random: 0, ...init });
}

export function createMenuStore(init: Partial<MenuState> = {}): MenuState {
  return proxy<MenuState>({
    site: [],
    main: [],
    sidebar: [],
    heading: [],
    extra: [],
    footerHighlight: [],
    footerNormal: [],
    footerApp: [],
    footerSocial: [],
    ...init,
  });
}

export function createSectionStore(init: Partial<SectionState> = {}): SectionState {
  return proxy<SectionState>({ selectedSection: null, section: null, components: [], ...init });
}

/** The pip status after a reset (reader-site.md §3: label 'élő', open '1', show '0'). */
export function defaultPipStatus(): PipStatus {
  return { pipTitle: '', pipUrl: '', ...PIP_DEFAULTS };
}

/** Common data, and whether the reader closed the picture-in-picture video. */
export interface CommonStore {
  data: CommonData | null;
  pipStatus: PipStatus;
  pipClosed: boolean;
  /** When the last refresh answered (ms), 0 before the first. */
  refreshedAt: number;
}

export function createCommonStore(data: CommonData | null = null): CommonStore {
  return proxy<CommonStore>({ data, pipStatus: data?.pipStatus ?? defaultPipStatus(), pipClosed: false, refreshedAt: 0 });
}

/**
 * Takes a refresh's answer. A reader who closed the pip video keeps it closed while the same video is
 * offered; a new pip url is a new video, shown again (reader-site.md §4 "Shared data refresh").
 */
export function applyCommonData(store: CommonStore, data: CommonData, at = Date.now()): void {
  const pip = data.pipStatus ?? defaultPipStatus();
  if (pip.pipUrl !== store.pipStatus.pipUrl) store.pipClosed = false;
  store.data = data;
  store.pipStatus = pip;
  store.refreshedAt = at;
}

export function closePip(store: CommonStore): void {
  store.pipClosed = true;
}

export function resetPip(store: CommonStore): void {
  store.pipStatus = defaultPipStatus();
  store.pipClosed = false;
}
