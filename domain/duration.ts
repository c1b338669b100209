// A podcast episode's length as readers see it (specialised-features.md §9: "duration is shown as mm:ss or
// hh:mm:ss") and as <time datetime> carries it. A module of its own, without dayjs: the player's script in the
// browser tells the elapsed time with it.

/** A duration in seconds as 'mm:ss', or 'hh:mm:ss' from one hour on. */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number): string => String(n).padStart(2, '0');
  return h > 0 ? `${pad(h)}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** The ISO 8601 duration of <time datetime>: 'PT1H2M3S', 'PT45S', 'PT0S'. */
export function isoDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const out = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`;
  return `PT${out}`;
}

/** How a screen reader hears it: '1 óra 2 perc 3 másodperc', '45 másodperc'. */
export function spokenDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const parts: string[] = [];
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h) parts.push(`${h} óra`);
  if (m) parts.push(`${m} perc`);
  if (s || parts.length === 0) parts.push(`${s} másodperc`);
  return parts.join(' ');
}
