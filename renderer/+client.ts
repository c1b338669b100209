// The one script every page loads. Plain code only: islands bring React with them when a page has any, and
// the live layer (live/boot.ts) comes only to a page with something live on it.
import { startPage } from './page';
import { watchScroll } from '../components/ArticleHeader/scroll';
import { startNavigationWhenIdle } from '../live/start';
import { watchMenu } from '../components/Header/menu';

startPage();
watchScroll();
watchMenu();
startNavigationWhenIdle();
