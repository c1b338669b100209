// The one script every page loads. Plain code only: islands bring React with them when a page has any, and
// the live layer (live/boot.ts) comes only to a page with something live on it.
import { startPage } from './page';
import { startConsent } from '../components/Consent/consent';
import { watchScroll } from '../components/ArticleHeader/scroll';
import { startNavigationWhenIdle } from '../live/start';
import { watchMenu } from '../components/Header/menu';

// First: the consent manager asks (or answers from its cookie) while the page starts; ads and embeds wait on it.
startConsent();
startPage();
watchScroll();
watchMenu();
startNavigationWhenIdle();
