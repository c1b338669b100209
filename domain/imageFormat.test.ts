import { describe, expect, it } from 'vitest';
import { acceptsWebp, hasWebpForm } from './imageFormat';

describe('acceptsWebp', () => {
  it("takes WebP when a browser's image Accept names it", () => {
    expect(acceptsWebp('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe(true);
    expect(acceptsWebp('image/webp,*/*')).toBe(true);
    expect(acceptsWebp('IMAGE/WEBP;q=0.5')).toBe(true);
  });

  it('does not take it from wildcards, a zero weight, a missing or malformed header', () => {
    expect(acceptsWebp('image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5')).toBe(false);
    expect(acceptsWebp('*/*')).toBe(false);
    expect(acceptsWebp('image/webp;q=0')).toBe(false);
    expect(acceptsWebp('image/webp;q=0.0, image/png')).toBe(false);
    expect(acceptsWebp('image/webp;q=abc')).toBe(false);
    expect(acceptsWebp('image/webpx')).toBe(false);
    expect(acceptsWebp(undefined)).toBe(false);
    expect(acceptsWebp('')).toBe(false);
  });
});

describe('hasWebpForm', () => {
  it('is true for PNG and JPEG files, in any case, and for nothing else', () => {
    for (const ext of ['.png', '.jpg', '.jpeg', '.PNG', '.JPG']) expect(hasWebpForm(ext), ext).toBe(true);
    for (const ext of ['.svg', '.webp', '.gif', '.wav', '', 'png']) expect(hasWebpForm(ext), ext).toBe(false);
  });
});
