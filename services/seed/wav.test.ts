import { describe, expect, it } from 'vitest';
import { createRng } from '../../lib/rng';
import { SAMPLE_RATE, synthesiseEpisode, wavInfo } from './wav';

describe('synthesiseEpisode', () => {
  it('writes a PCM WAV of exactly the asked seconds: 8 kHz, 8-bit, mono', () => {
    const bytes = synthesiseEpisode(createRng(1), 7);
    const info = wavInfo(bytes)!;
    expect(info).toEqual({ format: 1, channels: 1, sampleRate: SAMPLE_RATE, bitsPerSample: 8, dataBytes: 7 * SAMPLE_RATE, duration: 7 });
    expect(bytes.length).toBe(44 + 7 * SAMPLE_RATE);
    expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
    expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
  });

  it('is the same bytes for the same seed, other bytes for another', () => {
    expect(synthesiseEpisode(createRng(5), 4).equals(synthesiseEpisode(createRng(5), 4))).toBe(true);
    expect(synthesiseEpisode(createRng(5), 4).equals(synthesiseEpisode(createRng(6), 4))).toBe(false);
  });

  it('is sound, not silence, and never clips', () => {
    const data = synthesiseEpisode(createRng(3), 10).subarray(44);
    let min = 255;
    let max = 0;
    let loud = 0;
    for (const v of data) {
      min = Math.min(min, v);
      max = Math.max(max, v);
      if (Math.abs(v - 128) > 10) loud++;
    }
    expect(min).toBeGreaterThan(0);
    expect(max).toBeLessThan(255);
    // The jingle and the voice: a good part of the file is well above the silence line.
    expect(loud / data.length).toBeGreaterThan(0.2);
  });

  it('refuses a length that is not whole seconds', () => {
    expect(() => synthesiseEpisode(createRng(1), 1.5)).toThrow(RangeError);
    expect(() => synthesiseEpisode(createRng(1), 1)).toThrow(RangeError);
  });
});

describe('wavInfo', () => {
  it('refuses what is not a WAV', () => {
    expect(wavInfo(Buffer.from('not a wav file at all'))).toBeNull();
    expect(wavInfo(Buffer.alloc(0))).toBeNull();
  });

  it('finds the data chunk after other chunks', () => {
    const wav = synthesiseEpisode(createRng(2), 2);
    const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([4, 0, 0, 0]), Buffer.from('INFO')]);
    const withList = Buffer.concat([wav.subarray(0, 36), list, wav.subarray(36)]);
    expect(wavInfo(withList)?.duration).toBe(2);
  });
});
