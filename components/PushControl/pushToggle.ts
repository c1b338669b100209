// The push topic control's work (components/PushControl, D-252), loaded by components/PushControl/pushControl.ts on the
// first press of its button, or at once for a browser that already holds a subscription (its label then
// comes from the state the service holds): subscribes with the server's VAPID key and hands the subscription
// to the call as the client token, or unsubscribes both.
import { PUSH_API, PUSH_CONTROL_TEXTS as T, IMPORTANT_TOPIC, clientTokenOf, type PushSubscriptionData, type TopicsAnswer } from '../../domain/push';
import { siteHeader } from '../../contentClient/siteHeader';
import { PUSH_CONTROL_MESSAGE_ATTR, PUSH_CONTROL_TOGGLE_ATTR } from './attrs';

/**
 * The topic's state after the call; a failure throws. By fetch with the site's header (§7), not the browser client:
 * a subscribed reader's every page loads this, and ky would be most of it (D-239's reasoning).
 */
const call = async (method: 'GET' | 'POST' | 'DELETE', sub: PushSubscription): Promise<boolean> => {
  const clientToken = clientTokenOf(sub.toJSON() as PushSubscriptionData);
  const get = method === 'GET';
  const res = await fetch(get ? `${PUSH_API.subscriptions}?${new URLSearchParams({ clientToken })}` : PUSH_API.subscriptions, {
    method,
    headers: { 'content-type': 'application/json', ...siteHeader() },
    ...(get ? {} : { body: JSON.stringify({ clientToken, topic: IMPORTANT_TOPIC }) }),
  });
  if (!res.ok) throw new Error(String(res.status));
  return ((await res.json()) as TopicsAnswer).topics.includes(IMPORTANT_TOPIC);
};

/** Takes over the control; `pressed`: the reader has just pressed the button, act on it now. */
export function start(box: HTMLElement, pressed: boolean): void {
  const button = box.querySelector<HTMLButtonElement>(`[${PUSH_CONTROL_TOGGLE_ATTR}]`)!;
  const message = box.querySelector<HTMLElement>(`[${PUSH_CONTROL_MESSAGE_ATTR}]`)!;
  let on = false;
  const show = (subscribed: boolean) => {
    on = subscribed;
    button.textContent = on ? T.unsubscribe : T.subscribe;
    button.setAttribute('aria-pressed', String(on));
  };
  const ready = navigator.serviceWorker.ready;
  // Busy, the button says so and takes no second press, but keeps the focus: a disabled one would drop it to <body>.
  let busy = false;
  const toggle = async () => {
    if (busy) return;
    busy = true;
    button.setAttribute('aria-disabled', 'true');
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
        const key = await (await fetch(PUSH_API.key, { headers: siteHeader() })).text();
        const sub = await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
        show(await call('POST', sub));
        message.textContent = T.subscribed;
      }
    } catch {
      message.textContent = T.failed;
    }
    busy = false;
    button.removeAttribute('aria-disabled');
  };
  button.addEventListener('click', () => void toggle());
  if (pressed) {
    void toggle();
    return;
  }
  void (async () => {
    const sub = await (await ready).pushManager.getSubscription();
    show(sub !== null && (await call('GET', sub).catch(() => false)));
    button.hidden = false;
  })();
}
