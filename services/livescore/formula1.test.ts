import { describe, expect, it } from 'vitest';
import { formula1Model, LAP_SECONDS } from './formula1';

const STARTED = Date.UTC(2026, 10, 23, 18, 0, 0);
const model = () => formula1Model({ startedAt: STARTED });

describe('the Formula 1 model of the embedded live-score service', () => {
  it('has the current year and the one before, twelve Grands Prix each with their sessions in date order', () => {
    const m = model();
    expect(m.seasons()).toEqual([{ id: 2025 }, { id: 2026 }]);
    const races = m.races(2026, STARTED);
    expect(new Set(races.map((r) => r.competition.id)).size).toBe(12);
    expect(races.map((r) => Date.parse(r.date))).toEqual([...races.map((r) => Date.parse(r.date))].sort((a, b) => a - b));
    expect(new Set(races.map((r) => r.type))).toEqual(new Set(['1. szabadedzés', 'Sprint', 'Időmérő', 'Verseny']));
  });

  it('is the same for the same start (deterministic)', () => {
    expect(JSON.stringify(model().races(2026, STARTED))).toBe(JSON.stringify(model().races(2026, STARTED)));
    const live = model()
      .races(2026, STARTED)
      .find((r) => r.status === 'Live')!;
    expect(model().result(live.id, STARTED)).toEqual(model().result(live.id, STARTED));
  });

  it.each([
    // seconds after the service started → laps done of the live race (it started 10 min before)
    [0, 'Live', 7],
    [LAP_SECONDS, 'Live', 8],
    [3 * 3600, 'Completed', null],
  ])('the live race %i s after the start: %s, lap %s', (after, status, lap) => {
    const m = model();
    const live = m.races(2026, STARTED).find((r) => r.status === 'Live')!;
    expect(live.type).toBe('Verseny');
    const at = m.race(live.id, STARTED + after * 1000)!;
    expect(at.status).toBe(status);
    expect(at.laps.current).toBe(lap ?? at.laps.total);
  });

  it('says until when its answers hold: nothing changes before that moment, something changes at it', () => {
    const m = model();
    const everything = (at: number) =>
      JSON.stringify([2025, 2026].map((y) => [m.races(y, at), m.drivers(y, at), m.teams(y, at), m.races(y, at).map((r) => m.result(r.id, at))]));
    // During the live race (its next lap), and before a later session and after the season's end.
    for (const at of [STARTED, STARTED + 45_000, STARTED + 3 * 3600_000, Date.UTC(2026, 0, 1), Date.UTC(2026, 11, 31)]) {
      const until = m.stableUntil(at);
      expect(until).toBeGreaterThan(at);
      if (until === Infinity) continue;
      expect(everything(until - 1000)).toBe(everything(at));
      expect(everything(until)).not.toBe(everything(at));
    }
    expect(m.stableUntil(STARTED)).toBeLessThanOrEqual(STARTED + LAP_SECONDS * 1000);
  });

  it('answers results of completed sessions only, a DNF without a position; a scheduled one has none', () => {
    const m = model();
    const races = m.races(2025, STARTED);
    const verseny = races.find((r) => r.type === 'Verseny')!;
    const rows = m.result(verseny.id, STARTED)!;
    expect(rows).toHaveLength(20);
    expect(rows[0]).toMatchObject({ position: 1, time: '1:32:15.123' });
    expect(rows.filter((r) => r.time === 'DNF')).toEqual([expect.objectContaining({ position: null })]);
    const scheduled = m.races(2026, STARTED - 300 * 86400_000).at(-1)!;
    expect(m.result(scheduled.id, STARTED - 300 * 86400_000)).toEqual([]);
    expect(m.result(1, STARTED)).toBeNull();
  });

  it('has every gap to the leader grow down the table, in a practice or qualifying session as in a race', () => {
    const m = model();
    for (const r of m.races(2025, STARTED)) {
      const gaps = (m.result(r.id, STARTED) ?? []).flatMap((row) => (row.time?.startsWith('+') ? [Number.parseFloat(row.time.slice(1))] : []));
      expect(gaps.length, `${r.id} ${r.type}`).toBeGreaterThan(10);
      expect(gaps, `${r.id} ${r.type}`).toEqual([...gaps].sort((a, b) => a - b));
    }
  });

  it('gives standings from the completed races (25 points for a win), none before the first', () => {
    const m = model();
    const drivers = m.drivers(2025, STARTED);
    expect(drivers[0]!.position).toBe(1);
    expect(drivers.reduce((n, d) => n + (d.points ?? 0), 0)).toBeGreaterThan(12 * 100);
    const teams = m.teams(2025, STARTED);
    expect(teams.reduce((n, t) => n + (t.points ?? 0), 0)).toBe(drivers.reduce((n, d) => n + (d.points ?? 0), 0));
    const early = Date.UTC(2025, 0, 2);
    expect(m.drivers(2025, early).every((d) => d.points === null && d.position === null)).toBe(true);
  });

  it('has details with some values missing on purpose (the widget shows a dash)', () => {
    const m = model();
    expect(m.team(4)!.world_championships).toBeNull();
    expect(m.driver(7)!.number).toBeNull();
    expect(m.circuit(6)!.lap_record).toEqual({ time: null, driver: null, year: null });
    expect([m.team(11), m.driver(21), m.circuit(13)]).toEqual([null, null, null]);
  });

  it('opens every circuit before its first Grand Prix', () => {
    const m = model();
    for (let id = 1; id <= 12; id++) {
      const c = m.circuit(id)!;
      expect(c.first_grand_prix!, c.name).toBeGreaterThan(c.opened!);
    }
  });
});
