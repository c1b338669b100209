// The one script every page loads. Plain code only: islands bring React with them when a page has any, and
// the live layer (live/boot.ts) comes only to a page with something live on it.
import { startPage } from './page';
import { watchScroll } from './scroll';
import { startNavigationWhenIdle } from './live';
import { watchMenu } from './menu';

startPage();
watchScroll();
watchMenu();
startNavigationWhenIdle();
