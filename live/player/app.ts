// The player inside the mobile app's web view (specialised-features.md §4, D-231): no audio here; each press
// goes to the native app over the bridge of D-159 (add, play, pause, destroy), the page asks the app's state
// when it starts, and the app's reports per episode slug paint the cards.
import {
  APP_PODCAST_TYPE,
  EMPTY_APP_VIEW,
  afterReports,
  afterSent,
  appCardPlaying,
  appToggle,
  parseAppReport,
  type AppPodcastMessage,
} from '../../domain/podcast/bridge';
import type { EpisodeToggler } from './episodes';
import { paintButtons } from './buttons';

let instance: EpisodeToggler | null = null;

export function appPlayer(): EpisodeToggler {
  if (instance) return instance;
  let view = EMPTY_APP_VIEW;
  const paint = (root: ParentNode = document) =>
    paintButtons(
      root,
      (slug) => appCardPlaying(view, slug),
      (slug) => view.states[slug] === 'paused',
    );
  const send = (messages: readonly AppPodcastMessage[]): boolean => {
    const bridge = window.ReactNativeWebView;
    if (!bridge) {
      console.error('mobile app: no web-view bridge; podcast action not sent', messages);
      return false;
    }
    for (const m of messages) bridge.postMessage(JSON.stringify(m));
    return true;
  };
  // React Native WebView delivers the app's messages on window (iOS) or document (Android).
  const onMessage = (e: Event) => {
    const reports = parseAppReport((e as MessageEvent).data);
    if (!reports) return;
    view = afterReports(view, reports);
    paint();
  };
  window.addEventListener('message', onMessage);
  document.addEventListener('message', onMessage);
  send([{ type: APP_PODCAST_TYPE, action: 'state' }]);
  instance = {
    toggle(episode) {
      const messages = appToggle(view, episode);
      if (!send(messages)) return;
      view = afterSent(view, messages);
      paint();
    },
    paint,
  };
  return instance;
}
