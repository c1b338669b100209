import { describe, expect, it } from 'vitest';
import {
  INITIAL_PLAYER,
  carriedOver,
  cardState,
  nextRate,
  parsePositions,
  parseSavedPlayer,
  playerReducer,
  rateText,
  rememberPosition,
  resumeAt,
  resumeOffered,
  seekTarget,
  type PlayerAction,
  type PlayerState,
} from './player';
import type { PlayableEpisode } from './types';

const ep = (slug: string): PlayableEpisode => ({
  slug,
  title: `Adás ${slug}`,
  sourceUrl: `/media/audio/${slug}.wav`,
  duration: 90,
  image: null,
  podcast: { slug: 'p', name: 'P', page: '/podcast/p' },
  page: `/podcast/p/${slug}`,
});
const A = ep('a');
const B = ep('b');
const playingA: PlayerState = { visible: true, minimalized: 'none', episode: A, playing: true, autoPlay: true };
const pausedA: PlayerState = { ...playingA, playing: false, autoPlay: false };

describe('playerReducer (§3 player state, §4 play and pause)', () => {
  it.each<[string, PlayerState, PlayerAction, PlayerState]>([
    ['play sets the episode and signals play', INITIAL_PLAYER, { type: 'play', episode: A }, playingA],
    ['play of another episode replaces it', playingA, { type: 'play', episode: B }, { ...playingA, episode: B }],
    ['pause signals pause', playingA, { type: 'pause' }, pausedA],
    ['resume plays the episode in the player', pausedA, { type: 'resume' }, playingA],
    ['resume without an episode does nothing', INITIAL_PLAYER, { type: 'resume' }, INITIAL_PLAYER],
    ['the card of the playing episode pauses it', playingA, { type: 'toggle', episode: A }, pausedA],
    ['the card of the paused episode resumes it', pausedA, { type: 'toggle', episode: A }, playingA],
    ['another card plays its episode', playingA, { type: 'toggle', episode: B }, { ...playingA, episode: B }],
    ['a card on an empty player plays', INITIAL_PLAYER, { type: 'toggle', episode: A }, playingA],
    ['the audio stopping by itself', playingA, { type: 'stopped' }, pausedA],
    ['minimalize left', playingA, { type: 'minimalize', side: 'left' }, { ...playingA, minimalized: 'left' }],
    ['minimalize right', { ...playingA, minimalized: 'left' }, { type: 'minimalize', side: 'right' }, { ...playingA, minimalized: 'right' }],
    ['a hidden player is not minimalized', INITIAL_PLAYER, { type: 'minimalize', side: 'left' }, INITIAL_PLAYER],
    ['restore', { ...playingA, minimalized: 'right' }, { type: 'restore' }, playingA],
    ['close hides and forgets', { ...playingA, minimalized: 'left' }, { type: 'close' }, INITIAL_PLAYER],
    [
      'play keeps the size the reader chose',
      { ...pausedA, minimalized: 'left' },
      { type: 'play', episode: B },
      { ...playingA, episode: B, minimalized: 'left' },
    ],
  ])('%s', (_, state, action, expected) => {
    expect(playerReducer(state, action)).toEqual(expected);
  });

  it('never changes the state it is given', () => {
    const state = { ...playingA };
    playerReducer(state, { type: 'pause' });
    expect(state).toEqual(playingA);
  });
});

describe('cardState (§2: the pause state when the player plays the card’s episode)', () => {
  it.each([
    [playingA, 'a', 'playing'],
    [pausedA, 'a', 'paused'],
    [playingA, 'b', 'idle'],
    [INITIAL_PLAYER, 'a', 'idle'],
  ] as const)('%o, %s → %s', (state, slug, expected) => expect(cardState(state, slug)).toBe(expected));
});

describe('carriedOver (a full page load in between)', () => {
  it('keeps the episode and the size, and tries to play on when it played', () => {
    expect(carriedOver({ ...playingA, minimalized: 'right' })).toEqual({ ...playingA, minimalized: 'right', playing: false, autoPlay: true });
  });
  it('stays paused when it was paused', () => {
    expect(carriedOver(pausedA)).toEqual(pausedA);
  });
  it('drops a hidden player', () => {
    expect(carriedOver({ ...pausedA, visible: false })).toEqual(INITIAL_PLAYER);
  });
  it('after a reload does not try to play on: the bar offers to continue', () => {
    expect(carriedOver(playingA, true)).toEqual({ ...playingA, playing: false, autoPlay: false });
  });
});

describe('resumeOffered', () => {
  it('is the play button of an episode carried over from an earlier page, paused part-way', () => {
    expect(resumeOffered(pausedA, 754, true)).toBe(true);
    expect(resumeOffered(pausedA, 0, true)).toBe(false);
    expect(resumeOffered(pausedA, Number.NaN, true)).toBe(false);
    expect(resumeOffered(playingA, 754, true)).toBe(false);
    expect(resumeOffered(INITIAL_PLAYER, 754, true)).toBe(false);
  });

  it('is not the button of a pause the reader pressed on this page', () => {
    expect(resumeOffered(pausedA, 754, false)).toBe(false);
  });
});

describe('parseSavedPlayer', () => {
  it('reads back what was saved', () => {
    expect(parseSavedPlayer(JSON.parse(JSON.stringify(playingA)))).toEqual(playingA);
    expect(parseSavedPlayer(INITIAL_PLAYER)).toEqual(INITIAL_PLAYER);
  });
  it.each([
    null,
    'x',
    {},
    { ...playingA, minimalized: 'up' },
    { ...playingA, playing: 'yes' },
    { ...playingA, episode: { ...A, duration: '90' } },
    { ...playingA, episode: { ...A, podcast: null } },
  ])('refuses %o', (raw) => expect(parseSavedPlayer(raw)).toBeNull());
});

describe('controls', () => {
  it.each([
    [30, 15, 90, 45],
    [80, 15, 90, 90],
    [10, -15, 90, 0],
    [10, 15, Number.NaN, 25],
    [Number.NaN, 15, 90, 15],
  ])('seekTarget(%s, %s, %s) = %s', (current, delta, duration, expected) => expect(seekTarget(current, delta, duration)).toBe(expected));

  it('steps the speed up to 2× and back to 0.75×', () => {
    const seen = [1];
    for (let i = 0; i < 5; i++) seen.push(nextRate(seen.at(-1)!));
    expect(seen).toEqual([1, 1.25, 1.5, 2, 0.75, 1]);
    expect(nextRate(3)).toBe(1);
  });

  it('writes the speed with a decimal comma', () => {
    expect(rateText(1.25)).toBe('1,25×');
    expect(rateText(2)).toBe('2×');
  });
});

describe('the position of each episode', () => {
  it.each([
    [[['a', 40]], 'a', 90, 40],
    [[['a', 40]], 'b', 90, 0],
    [[['a', 3]], 'a', 90, 0],
    [[['a', 87]], 'a', 90, 0],
    [[['a', 87]], 'a', Number.NaN, 87],
  ] as const)('resumeAt(%o, %s, %s) = %s', (positions, slug, duration, expected) => expect(resumeAt(positions, slug, duration)).toBe(expected));

  it('keeps the most recent, without duplicates, and forgets one heard to the end', () => {
    let p = rememberPosition([], 'a', 10.7, 90);
    p = rememberPosition(p, 'b', 20, 90);
    p = rememberPosition(p, 'a', 30, 90);
    expect(p).toEqual([
      ['b', 20],
      ['a', 30],
    ]);
    expect(rememberPosition(p, 'a', 88, 90)).toEqual([['b', 20]]);
    expect(rememberPosition(p, 'b', 2, 90)).toEqual([['a', 30]]);
  });

  it('keeps at most the newest few', () => {
    let p = rememberPosition([], 'a', 10, 90, 2);
    p = rememberPosition(p, 'b', 10, 90, 2);
    p = rememberPosition(p, 'c', 10, 90, 2);
    expect(p.map(([s]) => s)).toEqual(['b', 'c']);
  });

  it('reads saved positions, leaving out what is malformed', () => {
    expect(parsePositions([['a', 10], ['b'], ['c', -1], 'x', ['d', 5]])).toEqual([
      ['a', 10],
      ['d', 5],
    ]);
    expect(parsePositions('x')).toEqual([]);
  });
});
