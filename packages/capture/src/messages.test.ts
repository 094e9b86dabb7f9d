import { describe, expect, it } from 'vitest';
import { en, fr, localeOf, type Messages, messagesFor } from './messages.js';

type Tree = { [key: string]: string | Tree | ((...args: never[]) => string) };

/** Every leaf's path, with functions called on sample arguments so their output is checked too. */
function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, string]> => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [[path, value]];
    if (typeof value === 'function') {
      const call = value as (...args: unknown[]) => string;
      return [
        [`${path}()`, call('front', 'passport', 2)],
        [`${path}(1)`, call(1, 1, 1)],
      ];
    }
    return leaves(value, path);
  });
}

const asTree = (messages: Messages) => messages as unknown as Tree;

describe('messages', () => {
  it('have the same keys in every locale', () => {
    const keys = (messages: Messages) => leaves(asTree(messages)).map(([path]) => path);
    expect(keys(fr)).toEqual(keys(en));
  });

  it.each([
    ['en', en],
    ['fr', fr],
  ])('%s: every message is non-empty text, with no placeholder left', (_locale, messages) => {
    for (const [path, text] of leaves(asTree(messages))) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).not.toMatch(/undefined|NaN|\{\w+\}/);
    }
  });

  it('French is French, not a copy of English', () => {
    const english = new Map(leaves(asTree(en)));
    const same = leaves(asTree(fr)).filter(([path, text]) => english.get(path) === text);
    expect(same).toEqual([]);
  });

  it('counts attempts in the plural only when there are several', () => {
    expect(en.declined.retryBody(1)).toContain('1 attempt left');
    expect(en.declined.retryBody(2)).toContain('2 attempts left');
    expect(fr.declined.retryBody(1)).toContain('1 essai.');
  });

  it('picks the locale by language, English otherwise', () => {
    expect(localeOf('fr')).toBe('fr');
    expect(localeOf('fr-CA')).toBe('fr');
    expect(localeOf('FR')).toBe('fr');
    expect(localeOf('de')).toBe('en');
    expect(localeOf(undefined)).toBe('en');
    expect(messagesFor('fr-BE')).toBe(fr);
    expect(messagesFor('')).toBe(en);
  });
});
