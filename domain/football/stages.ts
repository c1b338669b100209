// Tournament stage labels (specialised-features.md §9: "Tournament stage labels sit at fixed fixture indexes
// (64-match and 51-match schedules)"): a World Cup of 64 matches (48 group matches, 8 round of 16, 4 quarter
// finals, 2 semi finals, the third place match, the final) and a European Championship of 51 (36, 8, 4, 2, the
// final), its fixtures sorted by kick-off. Any other schedule has no labels.

export type Stage = 'group' | 'roundOf16' | 'quarterFinal' | 'semiFinal' | 'thirdPlace' | 'final';

export const STAGE_LABELS: Readonly<Record<Stage, string>> = {
  group: 'Csoportkör',
  roundOf16: 'Nyolcaddöntő',
  quarterFinal: 'Negyeddöntő',
  semiFinal: 'Elődöntő',
  thirdPlace: 'Bronzmérkőzés',
  final: 'Döntő',
};

/** Each schedule length's stages and how many matches each has, in order. */
const SCHEDULES: Readonly<Record<number, readonly (readonly [Stage, number])[]>> = {
  64: [
    ['group', 48],
    ['roundOf16', 8],
    ['quarterFinal', 4],
    ['semiFinal', 2],
    ['thirdPlace', 1],
    ['final', 1],
  ],
  51: [
    ['group', 36],
    ['roundOf16', 8],
    ['quarterFinal', 4],
    ['semiFinal', 2],
    ['final', 1],
  ],
};

/** The stage of the fixture at `index` (0-based, by kick-off) of a schedule of `total` fixtures; null if no such schedule. */
export function stageAt(index: number, total: number): Stage | null {
  const stages = SCHEDULES[total];
  if (!stages || !Number.isInteger(index) || index < 0 || index >= total) return null;
  let end = 0;
  for (const [stage, count] of stages) {
    end += count;
    if (index < end) return stage;
  }
  return null;
}

export function stageLabel(index: number, total: number): string | null {
  const stage = stageAt(index, total);
  return stage === null ? null : STAGE_LABELS[stage];
}

/** A schedule in kick-off order, cut into its stages (one part without a label for a schedule of other length). */
export function scheduleStages<F extends { fixture: { id: number; timestamp: number } }>(fixtures: readonly F[]): { label: string | null; fixtures: F[] }[] {
  const sorted = [...fixtures].sort((a, b) => a.fixture.timestamp - b.fixture.timestamp || a.fixture.id - b.fixture.id);
  const parts: { label: string | null; fixtures: F[] }[] = [];
  sorted.forEach((f, i) => {
    const label = stageLabel(i, sorted.length);
    const last = parts.at(-1);
    if (last && last.label === label) last.fixtures.push(f);
    else parts.push({ label, fixtures: [f] });
  });
  return parts;
}
