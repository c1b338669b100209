// The static map pages the election pages embed (domain/electionMap.ts mapFrameSrc): per election type a
// national page and one per region, each a complete HTML page — a tile map (every tile a link, its winner
// written on it, not told by colour alone) and a results table — that reads well without JavaScript. Its
// script (maps/frame.ts) adds the frame messages. Written into the client build by maps/plugin.ts.
import { MAP_ROOT, dataPagePath, mapFilePath, type ElectionMap, type MapRegion } from '../domain/electionMap.ts';
import type { MapResults, RegionResult } from './results';
import { HTML_SCHEME_ATTR } from '../domain/documentAttributes.ts';
import { MAP_MORE_ATTR, MAP_PARENT_ROUTER_ATTR, MAP_PARTY_ATTR, MAP_ROUTE_ATTR } from './attrs.ts';

export const MAP_SCRIPT = `${MAP_ROOT}/terkep.js`;
export const MAP_STYLE = `${MAP_ROOT}/terkep.css`;

const TILE = 56;
const GAP = 4;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A share in tenths of a percent, Hungarian style: 54,3%. */
export const pct = (tenths: number) => `${Math.floor(tenths / 10)},${tenths % 10}%`;

export function winnerOf(shares: readonly number[]): number {
  return shares.indexOf(Math.max(...shares));
}

function tiles(map: ElectionMap, results: MapResults, current: MapRegion | null): string {
  const cols = Math.max(...map.regions.map((x) => x.col)) + 1;
  const rows = Math.max(...map.regions.map((x) => x.row)) + 1;
  const w = cols * (TILE + GAP);
  const h = rows * (TILE + GAP);
  const cells = map.regions.map((region) => {
    const res = results.regions.find((x) => x.region === region.key)!;
    const win = map.parties[winnerOf(res.shares)]!;
    const x = region.col * (TILE + GAP);
    const y = region.row * (TILE + GAP);
    const label = `${region.name}: ${win.name}, ${pct(res.shares[winnerOf(res.shares)]!)}`;
    const on = current?.key === region.key;
    return (
      `<a href="${dataPagePath(map.election, region.key)}" target="_top" aria-label="${esc(label)}"${on ? ' aria-current="page"' : ''}>` +
      `<rect x="${x}" y="${y}" width="${TILE}" height="${TILE}" rx="6" fill="${win.color}"${on ? ' class="on"' : ''}/>` +
      `<text x="${x + TILE / 2}" y="${y + 24}" class="r">${esc(region.short)}</text>` +
      `<text x="${x + TILE / 2}" y="${y + 44}" class="w">${esc(win.short)}</text></a>`
    );
  });
  return `<svg class="map" viewBox="0 0 ${w} ${h}" role="group" aria-label="${esc(`${map.whole} térképe: ${map.regionsLabel} és a győztesük`)}">${cells.join('')}</svg>`;
}

function legend(map: ElectionMap): string {
  return `<ul class="legend" aria-label="Jelmagyarázat">${map.parties
    .map((p) => `<li><span class="swatch" style="background:${p.color}" aria-hidden="true"></span><b>${esc(p.short)}</b> ${esc(p.name)}</li>`)
    .join('')}</ul>`;
}

function nationalTable(map: ElectionMap, results: MapResults): string {
  const usa = map.type === 'usa-2024';
  const head = `<tr><th scope="col">${map.regionLabel}</th><th scope="col" class="winner">Győztes</th><th scope="col">Aránya</th><th scope="col">Részvétel</th>${usa ? '<th scope="col">Elektor</th>' : ''}</tr>`;
  const rows = map.regions.map((region) => {
    const res = results.regions.find((x) => x.region === region.key)!;
    const w = winnerOf(res.shares);
    const winner = esc(map.parties[w]!.name);
    // On a phone the winner goes under the region's name (MAP_CSS): five columns do not fit a 328 px frame.
    return `<tr><th scope="row"><a href="${dataPagePath(map.election, region.key)}" target="_top">${esc(region.name)}</a><span class="win">${winner}</span></th><td class="winner">${winner}</td><td>${pct(res.shares[w]!)}</td><td>${pct(res.turnout)}</td>${usa ? `<td>${res.electoralVotes}</td>` : ''}</tr>`;
  });
  return `<table class="nat"><caption>${esc(`${map.whole}: a győztes ${map.perRegion}`)}</caption><thead>${head}</thead><tbody>${rows.join('')}</tbody></table>`;
}

function sharesTable(map: ElectionMap, caption: string, res: Pick<RegionResult, 'shares' | 'turnout'>, totals?: number[]): string {
  const rows = map.parties.map(
    (p, i) =>
      `<tr ${MAP_PARTY_ATTR}="${p.key}"><th scope="row">${esc(p.name)}</th><td>${pct(res.shares[i]!)}</td>${totals ? `<td>${totals[i]}</td>` : ''}</tr>`,
  );
  return `<table><caption>${esc(caption)}</caption><thead><tr><th scope="col">${map.type === 'usa-2024' ? 'Jelölt' : 'Párt, frakció'}</th><th scope="col">Szavazatarány</th>${totals ? '<th scope="col">Elektorok</th>' : ''}</tr></thead><tbody>${rows.join('')}</tbody></table><p class="turnout">Részvétel: ${pct(res.turnout)}</p>`;
}

/** The USA's electoral votes per candidate (each state's to its winner). */
export function electoralTotals(map: ElectionMap, results: MapResults): number[] {
  const totals = map.parties.map(() => 0);
  for (const r of results.regions) totals[winnerOf(r.shares)]! += r.electoralVotes ?? 0;
  return totals;
}

/** One map page: the national one (region null) or a region's. */
export function mapPage(map: ElectionMap, results: MapResults, region: MapRegion | null): string {
  const route = dataPagePath(map.election, region?.key);
  const heading = region ? `${region.name} – ${map.whole}` : map.whole;
  const usa = map.type === 'usa-2024';
  const body = region
    ? sharesTable(
        map,
        `${region.name}: eredmények`,
        results.regions.find((x) => x.region === region.key)!,
      )
    : sharesTable(map, `${map.whole}: összesített eredmény`, results.national, usa ? electoralTotals(map, results) : undefined) + nationalTable(map, results);
  return `<!doctype html>
<html lang="hu" ${HTML_SCHEME_ATTR}="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(`${heading}: választási térkép`)}</title>
<link rel="canonical" href="${route}">
<link rel="stylesheet" href="${MAP_STYLE}">
<script type="module" src="${MAP_SCRIPT}"></script>
</head>
<body ${MAP_ROUTE_ATTR}="${route}">
<main aria-label="Választási térkép">
<h1>${esc(heading)}</h1>
<p class="sub">${esc(map.title)}</p>
${region ? `<p><a href="${dataPagePath(map.election)}" target="_top">Vissza: ${esc(map.whole)}</a></p>` : ''}
${tiles(map, results, region)}
${legend(map)}
${body}
<p class="more" ${MAP_MORE_ATTR}><a href="${route}" target="_top" ${MAP_PARENT_ROUTER_ATTR}>Részletes adatok és térkép</a></p>
<p class="note">Forrás: a Hírtér összesítése. Minden négyzet egy ${map.regionLabel.toLowerCase()}, a rajta álló betűjel a győztesé.</p>
</main>
</body>
</html>
`;
}

export const MAP_CSS = `:root{color-scheme:light;--bg:#fff;--fg:#1a1a1a;--muted:#555;--line:#ccc;--link:#0b57a4}
:root[${HTML_SCHEME_ATTR}='dark']{color-scheme:dark;--bg:#121212;--fg:#f0f0f0;--muted:#bbb;--line:#444;--link:#8cc4ff}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.45 system-ui,sans-serif}
main{padding:12px;max-width:760px}
h1{font-size:1.3rem;margin:0 0 4px}
.sub,.note,.turnout{color:var(--muted);font-size:.9rem}
a{color:var(--link)}
.map{display:block;width:100%;max-width:720px;height:auto;margin:12px 0}
.map a:focus-visible rect,.map rect.on{stroke:var(--fg);stroke-width:3}
.map text{text-anchor:middle;fill:#fff;font-weight:700;paint-order:stroke;stroke:#000;stroke-width:2px;pointer-events:none}
.map text.r{font-size:13px}.map text.w{font-size:12px}
.legend{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:6px 14px;font-size:.9rem}
.swatch{display:inline-block;width:.9em;height:.9em;border-radius:2px;margin-right:4px;vertical-align:-1px}
table{border-collapse:collapse;width:100%;margin:12px 0}
caption{text-align:left;font-weight:700;padding:4px 0}
th,td{border-bottom:1px solid var(--line);padding:4px 6px;text-align:left}
td{font-variant-numeric:tabular-nums}
tr.hl th,tr.hl td{font-weight:700;background:rgba(128,128,128,.18)}
tr.hl th::after{content:' (kiemelve)';font-weight:400}
.win{display:none;font-weight:400;color:var(--muted);font-size:.85em}
@media (max-width:480px){body{font-size:14px}main{padding:8px}th,td{padding:4px 3px}.nat .win{display:block}.nat .winner{display:none}}
@media (max-width:340px){body{font-size:13px}}
`;

/** Every map page and the stylesheet (the script is built apart, maps/plugin.ts): path under the client root → content. */
export function mapFiles(maps: readonly { map: ElectionMap; results: MapResults }[]): Map<string, string> {
  const files = new Map<string, string>([[MAP_STYLE, MAP_CSS]]);
  for (const { map, results } of maps) {
    files.set(mapFilePath(map.type, null), mapPage(map, results, null));
    for (const region of map.regions) files.set(mapFilePath(map.type, region.key), mapPage(map, results, region));
  }
  return files;
}
