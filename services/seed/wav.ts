// The seed's podcast audio: WAV files (PCM, 8 kHz, 8-bit, mono) that every browser plays without a codec of
// its own, synthesised from a description with integer maths only, so the same episode is the same bytes on
// every machine (Math.sin may differ in its last bit between engines). What they sound like: a short jingle,
// then a "voice" (a low buzz with two formant-like harmonics, in syllables and pauses), and a closing note.
import type { Rng } from '../../lib/rng';

export const SAMPLE_RATE = 8000;
const HEADER_BYTES = 44;

/** Sine on a 1024-step circle, scaled to ±2^14, from Bhaskara I's rational approximation (integers only). */
const SINE: Int32Array = (() => {
  const table = new Int32Array(1024);
  const scale = 1 << 14;
  for (let i = 0; i < 1024; i++) {
    // Degrees ×1024/360 avoided: the half circle is 512 steps; Bhaskara with x in steps (0…512) and 180° = 512.
    const half = i < 512 ? i : i - 512;
    const p = half * (512 - half);
    const v = Math.floor((4 * p * scale) / ((5 * 512 * 512) / 4 - p));
    table[i] = i < 512 ? v : -v;
  }
  return table;
})();

/** One tone of the synthesis: frequency in millihertz, for `samples` samples, at `level` (0…127). */
interface Tone {
  mhz: number;
  samples: number;
  level: number;
  /** Harmonics at 2× and 3× (a voice), or a plain tone (a jingle's note). */
  voice: boolean;
}

/** The header of a PCM WAV of `dataBytes` bytes of 8-bit mono samples. */
function header(dataBytes: number): Buffer {
  const h = Buffer.alloc(HEADER_BYTES);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + dataBytes, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16); // fmt chunk size
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(SAMPLE_RATE, 24);
  h.writeUInt32LE(SAMPLE_RATE, 28); // bytes per second
  h.writeUInt16LE(1, 32); // block align
  h.writeUInt16LE(8, 34); // bits per sample
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(dataBytes, 40);
  return h;
}

/** The tones of an episode of `seconds` seconds: jingle, voice in syllables and pauses, closing note. */
function score(rng: Rng, seconds: number): Tone[] {
  const tones: Tone[] = [];
  const total = seconds * SAMPLE_RATE;
  let used = 0;
  const add = (t: Tone) => {
    const samples = Math.min(t.samples, total - used);
    if (samples > 0) tones.push({ ...t, samples });
    used += Math.max(0, samples);
  };
  // A jingle of four notes of a major chord, the same shape for every episode, the key from the rng.
  const root = rng.pick([392_000, 440_000, 494_000, 523_000]);
  for (const ratio of [4, 5, 6, 8]) add({ mhz: (root * ratio) / 4, samples: SAMPLE_RATE / 4, level: 50, voice: false });
  add({ mhz: 0, samples: SAMPLE_RATE / 2, level: 0, voice: false });
  // The "voice": syllables of 120–260 ms around a pitch of 110–200 Hz, pauses between words and sentences.
  const pitch = rng.int(110, 200) * 1000;
  const closing = SAMPLE_RATE;
  while (used < total - closing) {
    const words = rng.int(3, 9);
    for (let w = 0; w < words && used < total - closing; w++) {
      const syllables = rng.int(1, 4);
      for (let s = 0; s < syllables; s++) {
        add({ mhz: pitch + rng.int(-25, 35) * 1000, samples: Math.floor((rng.int(120, 260) * SAMPLE_RATE) / 1000), level: rng.int(28, 44), voice: true });
      }
      add({ mhz: 0, samples: Math.floor((rng.int(40, 120) * SAMPLE_RATE) / 1000), level: 0, voice: false });
    }
    add({ mhz: 0, samples: Math.floor((rng.int(250, 600) * SAMPLE_RATE) / 1000), level: 0, voice: false });
  }
  if (used < total) add({ mhz: root, samples: total - used, level: 40, voice: false });
  return tones;
}

/**
 * A whole episode as WAV bytes: exactly `seconds` long (duration in the data = the file's), deterministic
 * for the rng's seed.
 */
export function synthesiseEpisode(rng: Rng, seconds: number): Buffer {
  if (!Number.isInteger(seconds) || seconds < 2) throw new RangeError(`an episode lasts a whole number of seconds, at least 2 (got ${seconds})`);
  const data = Buffer.alloc(seconds * SAMPLE_RATE, 128);
  let at = 0;
  for (const t of score(rng, seconds)) {
    if (t.level > 0) {
      // Phase in 1/2^16 of a table step; a 10 ms fade in and out so no syllable clicks.
      const step = Math.floor((t.mhz * 1024 * 65536) / (SAMPLE_RATE * 1000));
      const fade = Math.min(80, Math.floor(t.samples / 2));
      let phase = 0;
      for (let i = 0; i < t.samples; i++) {
        const idx = phase >>> 16;
        let v = SINE[idx & 1023]!;
        if (t.voice) v = (v * 2 + SINE[(idx * 2) & 1023]! + SINE[(idx * 3) & 1023]!) >> 2;
        const env = Math.min(i, t.samples - 1 - i, fade);
        const amp = Math.floor((t.level * env) / Math.max(1, fade));
        data[at + i] = 128 + ((v * amp) >> 14);
        phase = (phase + step) % (1024 * 65536);
      }
    }
    at += t.samples;
  }
  return Buffer.concat([header(data.length), data]);
}

export interface WavInfo {
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataBytes: number;
  /** Seconds. */
  duration: number;
}

/** Reads a PCM WAV's header (the chunks before `data` may vary); null when it is not one. */
export function wavInfo(bytes: Uint8Array): WavInfo | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length < 12 || b.toString('ascii', 0, 4) !== 'RIFF' || b.toString('ascii', 8, 12) !== 'WAVE') return null;
  let fmt: Omit<WavInfo, 'dataBytes' | 'duration'> | null = null;
  for (let at = 12; at + 8 <= b.length;) {
    const id = b.toString('ascii', at, at + 4);
    const size = b.readUInt32LE(at + 4);
    if (id === 'fmt ' && at + 8 + 16 <= b.length) {
      fmt = { format: b.readUInt16LE(at + 8), channels: b.readUInt16LE(at + 10), sampleRate: b.readUInt32LE(at + 12), bitsPerSample: b.readUInt16LE(at + 22) };
    } else if (id === 'data') {
      if (!fmt || fmt.sampleRate === 0 || fmt.channels === 0 || fmt.bitsPerSample === 0) return null;
      const bytesPerSecond = (fmt.sampleRate * fmt.channels * fmt.bitsPerSample) / 8;
      return { ...fmt, dataBytes: size, duration: size / bytesPerSecond };
    }
    at += 8 + size + (size % 2);
  }
  return null;
}
