// The footer's push control without JavaScript (D-252): the box is there, its button and its message line are
// hidden in the HTML, so a reader who cannot subscribe meets no button that cannot work. (Subscribing, the
// calls and the worker's notice: e2e/push.spec.ts.)
import { expect, it } from 'vitest';
import { e2eEnv } from '../env';
import { page, text } from './http';
import { PUSH_CONTROL_TEXTS } from '../../domain/push';

it('without JavaScript the footer has no push control to press', async () => {
  const doc = await page(e2eEnv().originUrl, '/');
  const box = doc.querySelector('footer [data-push-control]');
  expect(box).not.toBeNull();
  for (const el of box!.querySelectorAll('button, [role="status"]')) expect(el.closest('[hidden]'), el.outerHTML).not.toBeNull();
  // Nowhere else on the page either.
  const subscribe = [...doc.querySelectorAll('button')].filter((b) => text(b) === PUSH_CONTROL_TEXTS.subscribe);
  expect(subscribe.every((b) => b.closest('[hidden]') !== null)).toBe(true);
});
