import { PUSH_CONTROL_CONTROL_ATTR, PUSH_CONTROL_MESSAGE_ATTR, PUSH_CONTROL_TOGGLE_ATTR } from './attrs';
// The push topic control's island (components/PushControl, D-252), kept to a few hundred bytes because it
// starts with the footer on every article: it shows the button only where the browser can receive push
// messages (Notification, PushManager, the page's service worker: live/navigation.ts registers it). The work
// (components/PushControl/pushToggle.ts) comes on the first press, or at once when the browser already holds a subscription,
// whose state on the service decides the button's label.
export function mount(el: HTMLElement): () => void {
  const box = el.querySelector<HTMLElement>(`[${PUSH_CONTROL_CONTROL_ATTR}]`);
  const button = box?.querySelector<HTMLButtonElement>(`[${PUSH_CONTROL_TOGGLE_ATTR}]`);
  const message = box?.querySelector<HTMLElement>(`[${PUSH_CONTROL_MESSAGE_ATTR}]`);
  if (!box || !button || !message || !('Notification' in window && 'PushManager' in window && 'serviceWorker' in navigator)) return () => {};
  const start = (pressed: boolean) => void import('./pushToggle').then((m) => m.start(box, pressed));
  void navigator.serviceWorker.ready
    .then((r) => r.pushManager.getSubscription())
    .then((sub) => {
      // The live region is in the page before anything is said in it, so that it is announced.
      message.hidden = false;
      if (sub) return start(false);
      button.hidden = false;
      button.addEventListener('click', () => start(true), { once: true });
    });
  return () => {};
}
