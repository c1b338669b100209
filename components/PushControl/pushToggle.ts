// The push topic control's work (components/PushControl, D-252), loaded by components/PushControl/pushControl.ts on the
// first press of its button, or at once for a browser that already holds a subscription (its label then
// comes from the state the service holds): subscribes with the server's VAPID key and hands the subscription
// to the call as the client token, or unsubscribes both.
import { PUSH_API, PUSH_CONTROL_TEXTS as T, IMPORTANT_TOPIC, clientTokenOf, type PushSubscriptionData, type TopicsAnswer } from '../../domain/push';
import { browserClient } from '../../contentClient/browser';
import { PUSH_CONTROL_MESSAGE_ATTR, PUSH_CONTROL_TOGGLE_ATTR } from './attrs';

/** The topic's state after the call: the one browser client (the site's header, §7); a failure throws. */
const call = async (method: 'GET' | 'POST' | 'DELETE', sub: PushSubscription): Promise<boolean> => {
  const clientToken = clientTokenOf(sub.toJSON() as PushSubscriptionData);
  const o = method === 'GET' ? { query: { clientToken } } : { json: { clientToken, topic: IMPORTANT_TOPIC } };
  return (await browserClient().call<TopicsAnswer>(method, PUSH_API.subscriptions, o)).topics.includes(IMPORTANT_TOPIC);
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
  const toggle = async () => {
    button.disabled = true;
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
        const key = await browserClient().get<string>(PUSH_API.key, { as: 'text' });
        const sub = await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
        show(await call('POST', sub));
        message.textContent = T.subscribed;
      }
    } catch {
      message.textContent = T.failed;
    }
    button.disabled = false;
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
