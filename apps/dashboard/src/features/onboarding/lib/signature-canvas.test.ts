import { describe, expect, it } from 'vitest';
import { canvasScale, typedSignatureFontSize } from './signature-canvas';

describe('the signature canvas', () => {
  it('follows the screen’s density between 1 and 2', () => {
    expect(canvasScale(1)).toBe(1);
    expect(canvasScale(1.5)).toBe(1.5);
    expect(canvasScale(3)).toBe(2);
    expect(canvasScale(0.5)).toBe(1);
    expect(canvasScale(Number.NaN)).toBe(1);
  });

  it('sets a short name large and a long one smaller, within the box', () => {
    expect(typedSignatureFontSize('Bola Ade', 576, 160)).toBe(40);
    const long = typedSignatureFontSize('Oluwaseun Adebayo-Oyelaran Chukwuemeka', 576, 160);
    expect(long).toBeLessThan(40);
    expect(long).toBeGreaterThanOrEqual(16);
    // A low box caps the size by its height.
    expect(typedSignatureFontSize('Bola Ade', 576, 60)).toBe(27);
    expect(typedSignatureFontSize('A very long name indeed for a small box', 100, 160)).toBe(16);
  });
});
