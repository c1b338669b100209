// The page's side of the consent (domain/consent.ts): it waits on the site's consent manager's TCF-style
// `__tcfapi` (consent/cmp.ts, a deferred script of the document, D-427) before anything of a third party loads.
// Until the manager's script has come, a stub queues the calls (as the TCF's own stub does); the manager answers
// them. Without the manager (its script failed) nothing of a third party loads.
import { TCF_API, TCF_VERSION, consentGranted, type TcData } from '../../domain/consent';

type TcfApi = (command: string, version: number, callback?: (data: unknown, success: boolean) => void, parameter?: unknown) => unknown;

const w = window as unknown as Record<string, TcfApi | undefined>;

/** The TCF's stub: queues every call for the manager (which takes them with 'getQueue'). */
function installStub(): void {
  if (typeof w[TCF_API] === 'function') return;
  const queue: Parameters<TcfApi>[] = [];
  w[TCF_API] = (...args) => {
    if (args[0] === 'getQueue') return queue;
    queue.push(args);
  };
}

/**
 * Calls `then(granted)` once the reader's answer is known, and again whenever the reader changes it; a
 * refusal changed to consent later lets what waited load then.
 */
export function onConsent(then: (granted: boolean) => void): void {
  installStub();
  w[TCF_API]!('addEventListener', TCF_VERSION, (data, success) => {
    const granted = success && data ? consentGranted(data as TcData) : null;
    if (granted !== null) then(granted);
  });
}
