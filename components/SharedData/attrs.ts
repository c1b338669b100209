// The shared data's attributes (domain/dataAttributes.ts): written by SharedData.tsx, read by shared.ts, which
// draws the refresh call's changes into them.
import type { DataAttr } from '../../domain/dataAttributes';

/** A part of the page that shows shared data, by what it shows (SharedPart); the browser starts the poll when there is one. */
export const SHARED_ATTR = 'data-shared' satisfies DataAttr;
/** The pip video's close button (scripts only: without them there is nothing to remember the choice). */
export const SHARED_PIP_CLOSE_ATTR = 'data-pip-close' satisfies DataAttr;
/** The pip video's address as drawn, so the browser knows what a reader closed. */
export const SHARED_PIP_URL_ATTR = 'data-pip-url' satisfies DataAttr;
/** On <html> once the page's shared data poll is armed (what a browser test waits for before moving the clock). */
export const SHARED_POLL_ATTR = 'data-shared-poll' satisfies DataAttr;
