import { describe, expect, it } from 'vitest';
import { RECENT_MAX, RECENT_MS, recentAnswers } from './recentAnswers';

const answer = (text: string) => ({ status: 200, headers: [['content-type', 'application/json']] as [string, string][], body: new TextEncoder().encode(text) });

describe('recentAnswers', () => {
  it('keeps an answer for a second of the clock, not before it was made, and forgets all at once', () => {
    let clock = 10_000;
    const kept = recentAnswers(() => clock);
    kept.set('/a', answer('a'));
    clock += RECENT_MS - 1;
    expect(new TextDecoder().decode(kept.get('/a')!.body)).toBe('a');
    clock += 1;
    expect(kept.get('/a')).toBeNull();
    kept.set('/a', answer('a2'));
    clock -= 5;
    expect(kept.get('/a')).toBeNull();
    kept.set('/b', answer('b'));
    kept.clear();
    expect(kept.get('/b')).toBeNull();
  });

  it('holds at most RECENT_MAX paths', () => {
    const kept = recentAnswers(() => 0);
    for (let i = 0; i <= RECENT_MAX; i++) kept.set(`/p${i}`, answer(String(i)));
    expect(kept.get('/p0')).toBeNull();
    expect(kept.get(`/p${RECENT_MAX}`)).not.toBeNull();
  });
});
