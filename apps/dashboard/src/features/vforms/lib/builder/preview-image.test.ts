import { describe, expect, it } from 'vitest';
import {
  clip,
  PREVIEW_SIZE,
  type PreviewSettings,
  type PreviewStep,
  previewImageName,
  previewImageSteps,
} from './preview-image';

const settings: PreviewSettings = {
  title: 'Open an account',
  description: 'Tell us about you',
  titleColor: '#1D4ED8',
  backgroundColor: '#FFF8E7',
  logoAlignment: 'left',
  logoShape: 'circle',
  titleAlignment: 'left',
  descriptionAlignment: 'left',
  banner: null,
  logo: null,
  submitButtonColor: '#0B5394',
  submitButtonLabelColor: '#FFFFFF',
};

const texts = (steps: PreviewStep[]) => steps.flatMap((step) => (step.kind === 'text' ? [step] : []));
const images = (steps: PreviewStep[]) => steps.flatMap((step) => (step.kind === 'image' ? [step] : []));

describe('the preview image layout', () => {
  it('fills the background, then writes the title and description in their colours', () => {
    const steps = previewImageSteps(settings, []);
    expect(steps[0]).toEqual({
      kind: 'rect',
      x: 0,
      y: 0,
      w: PREVIEW_SIZE.width,
      h: PREVIEW_SIZE.height,
      color: '#FFF8E7',
      radius: 0,
    });
    const [title, description] = texts(steps);
    expect(title).toMatchObject({ text: 'Open an account', color: '#1D4ED8', bold: true, x: 24 });
    expect(description).toMatchObject({ text: 'Tell us about you', align: 'left' });
    expect(images(steps)).toEqual([]);
  });

  it('follows the alignments: centred and right-aligned texts anchor at the middle and the right edge', () => {
    const steps = previewImageSteps(
      { ...settings, titleAlignment: 'center', descriptionAlignment: 'right' },
      [],
    );
    const [title, description] = texts(steps);
    expect(title).toMatchObject({ align: 'center', x: PREVIEW_SIZE.width / 2 });
    expect(description).toMatchObject({ align: 'right', x: PREVIEW_SIZE.width - 24 });
  });

  it('puts the banner across the top and the logo where it is aligned, in its shape', () => {
    const steps = previewImageSteps(
      { ...settings, banner: '/b.svg', logo: '/l.png', logoAlignment: 'right', logoShape: 'rounded' },
      [],
    );
    const [banner, logo] = images(steps);
    expect(banner).toMatchObject({ src: '/b.svg', x: 0, y: 0, w: PREVIEW_SIZE.width, shape: 'cover' });
    expect(logo).toMatchObject({ src: '/l.png', shape: 'rounded' });
    expect((logo?.x ?? 0) + (logo?.w ?? 0)).toBe(PREVIEW_SIZE.width - 24);
    // The title comes below both.
    expect(texts(steps)[0]?.y).toBeGreaterThan((logo?.y ?? 0) + (logo?.h ?? 0));
  });

  it('sketches the first page only, as many questions as fit, and ends with the submit button', () => {
    const fields = [
      { type: 'short-text', label: 'Full name' },
      { type: 'email', label: 'Email address' },
      { type: 'payment', label: 'Payment' },
      { type: 'page-break', label: 'Page break' },
      { type: 'phone', label: 'Phone number' },
    ] as const;
    const steps = previewImageSteps(settings, fields);
    const labels = texts(steps).map((step) => step.text);
    expect(labels).toEqual(['Open an account', 'Tell us about you', 'Full name', 'Email address', 'Submit']);
    const button = steps.at(-2);
    expect(button).toMatchObject({ kind: 'rect', color: '#0B5394' });
    expect(steps.at(-1)).toMatchObject({ kind: 'text', text: 'Submit', color: '#FFFFFF', align: 'center' });

    const many = Array.from({ length: 20 }, (_, index) => ({
      type: 'short-text' as const,
      label: `Q${index}`,
    }));
    const crowded = previewImageSteps(settings, many);
    const drawn = texts(crowded).filter((step) => step.text.startsWith('Q'));
    expect(drawn.length).toBeGreaterThan(2);
    expect(drawn.length).toBeLessThan(20);
    for (const step of crowded)
      if (step.kind === 'rect') expect(step.y + step.h).toBeLessThanOrEqual(PREVIEW_SIZE.height);
  });

  it('cuts long texts with an ellipsis', () => {
    expect(clip('short', 10)).toBe('short');
    expect(clip('a  very\nlong title indeed', 10)).toBe('a very lo…');
    const steps = previewImageSteps({ ...settings, title: 'x'.repeat(200) }, []);
    expect(texts(steps)[0]?.text).toHaveLength(34);
  });

  it('names the upload by timestamp: a PNG, or a JPEG the user chose', () => {
    expect(previewImageName('image/png', 1_767_225_600_000)).toBe('1767225600000.png');
    expect(previewImageName(undefined, 5)).toBe('5.png');
    expect(previewImageName('image/jpeg', 5)).toBe('5.jpg');
  });
});
