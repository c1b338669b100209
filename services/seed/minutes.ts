// The minutes counter's items (domain/minutes.ts): a few recurring and one-time ones, fixed dates so the
// counter's arithmetic is the same on every seed.
import type { MinutesItem } from '../../domain/minutes';

/** The settings key the items are stored under. */
export const MINUTES_SETTING = 'minutes-items';

export const MINUTES_ITEMS: MinutesItem[] = [
  { kind: 'recurring', title: 'Reggeli hírösszefoglaló', day: '2025-03-28' },
  { kind: 'recurring', title: 'Esti podcast', day: '2025-09-01' },
  { kind: 'recurring', title: 'Napi adatösszefoglaló', day: '2026-02-01' },
  { kind: 'one-time', title: 'Választási különkiadás', day: '2025-04-12' },
  { kind: 'one-time', title: 'Nyári olvasótalálkozó', day: '2025-07-05' },
  { kind: 'one-time', title: 'Könyvhéti beszélgetés', day: '2025-06-06' },
  { kind: 'one-time', title: 'Évértékelő élő adás', day: '2025-12-30' },
  { kind: 'one-time', title: 'Tavaszi szerkesztőségi nyílt nap', day: '2026-03-20' },
  { kind: 'one-time', title: 'Olimpiai összefoglaló', day: '2026-08-15' },
];
