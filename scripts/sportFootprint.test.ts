// A sport is a description (#34 point 4): generic code iterates over the registry and names no sport; only the
// registries do (scripts/sportFootprint.ts says precisely what "names" means).
import { describe, expect, it } from 'vitest';
import { SPORTS } from '../domain/sports/registry';
import { belongsTo, codeWords, footprintsOf, NOT_YET, readSources, REGISTRIES, SPELLINGS } from './sportFootprint';

const root = new URL('..', import.meta.url).pathname;

describe('the sports footprint', () => {
  const footprints = footprintsOf(readSources(root));

  it('knows how every registered sport is spelled', () => {
    expect(Object.keys(SPELLINGS).sort()).toEqual(SPORTS.map((s) => s.name).sort());
  });

  it.each(SPORTS.map((s) => s.name))('%s is named outside its module by the registries only (and the places not yet moved)', (sport) => {
    const outside = footprints.find((f) => f.sport === sport)!.outside;
    expect(outside.filter((p) => !REGISTRIES.includes(p) && !(p in NOT_YET))).toEqual([]);
  });

  it('lists no place as not yet moved that names no sport any more', () => {
    const named = new Set(footprints.flatMap((f) => f.outside));
    expect(Object.keys(NOT_YET).filter((p) => !named.has(p))).toEqual([]);
  });

  it('counts what the code names, not its comments or prose', () => {
    const words = codeWords('x.ts', "// the football screen\nimport { F1_TEXTS } from './formula1/texts';\nconst a = 'Formula 1 and football';\n");
    expect(words).toContain('F1_TEXTS');
    expect(words).toContain('./formula1/texts');
    expect(words.join(' ')).not.toMatch(/football/);
  });

  it('finds generic code that names a sport again', () => {
    const probe = {
      path: 'domain/serving.ts',
      text: "import { FOOTBALL_PATH } from './football/query';\nexport const p = [FOOTBALL_PATH, '/sport/forma-1'];\n",
    };
    expect(footprintsOf([probe]).map((f) => f.outside)).toEqual([['domain/serving.ts'], ['domain/serving.ts']]);
  });

  it("takes a sport's own folders and files for its module", () => {
    expect(belongsTo('football', 'pages/football/+data.ts')).toBe(true);
    expect(belongsTo('football', 'components/LiveScores/LiveScores.tsx')).toBe(true);
    expect(belongsTo('formula1', 'components/F1Tables/F1Tables.tsx')).toBe(true);
    expect(belongsTo('formula1', 'pages/article/embeds/formula1.load.ts')).toBe(true);
    expect(belongsTo('football', 'domain/serving.ts')).toBe(false);
  });
});
