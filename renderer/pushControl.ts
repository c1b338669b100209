// The push topic control in the browser (components/PushControl, D-253): shown only where the browser can
// receive push messages (Notification, PushManager, a service worker: the page's own, live/navigation.ts
// registers it); it subscribes with the server's VAPID key and hands the subscription to the call as the
// client token, or unsubscribes both. Loaded when the footer nears the viewport (its island).
import { PUSH_API, PUSH_CONTROL_TEXTS as T, IMPORTANT_TOPIC, clientTokenOf, type PushSubscriptionData, type TopicsAnswer } from '../domain/push';

const call = async (method: 'GET' | 'POST' | 'DELETE', sub: PushSubscription): Promise<boolean> => {
  const clientToken = clientTokenOf(sub.toJSON() as PushSubscriptionData);
  const res = await fetch(method === 'GET' ? `${PUSH_API.subscriptions}?clientToken=${clientToken}` : PUSH_API.subscriptions, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(method === 'GET' ? {} : { body: JSON.stringify({ clientToken, topic: IMPORTANT_TOPIC }) }),
  });
  if (!res.ok) throw new Error(String(res.status));
  return ((await res.json()) as TopicsAnswer).topics.includes(IMPORTANT_TOPIC);
};

/** Starts the control: its state from the browser's subscription and the call, then the button. */
export function mount(el: HTMLElement): () => void {
  const box = el.querySelector<HTMLElement>('[data-push-control]');
  const button = box?.querySelector<HTMLButtonElement>('[data-push-toggle]');
  const message = box?.querySelector<HTMLElement>('[data-push-message]');
  if (!box || !button || !message || !('Notification' in window && 'PushManager' in window && 'serviceWorker' in navigator)) return () => {};
  let on = false;
  const show = (subscribed: boolean) => {
    on = subscribed;
    button.textContent = on ? T.unsubscribe : T.subscribe;
    button.setAttribute('aria-pressed', String(on));
  };
  const ready = navigator.serviceWorker.ready;
  void (async () => {
    const sub = await (await ready).pushManager.getSubscription();
    show(sub !== null && (await call('GET', sub).catch(() => false)));
    button.hidden = false;
  })();
  button.addEventListener('click', () => {
    button.disabled = true;
    void (async () => {
      const { pushManager } = await ready;
      try {
        if (on) {
          const sub = await pushManager.getSubscription();
          if (sub) await call('DELETE', sub);
          await sub?.unsubscribe();
          show(false);
          message.textContent = T.unsubscribed;
        } else if ((await Notification.requestPermission()) !== 'granted') {
          message.textContent = T.denied;
        } else {
          const key = await (await fetch(PUSH_API.key)).text();
          const sub = await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
          show(await call('POST', sub));
          message.textContent = T.subscribed;
        }
      } catch {
        message.textContent = T.failed;
      }
      button.disabled = false;
    })();
  });
  return () => {};
}
