import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { App } from './app';

describe('App', () => {
  it('renders the product name and the API status line (checking until the effect runs)', () => {
    const html = renderToString(<App />);
    expect(html).toContain('<h1 class="app__title">Verity</h1>');
    expect(html).toContain('<p class="app__status" role="status">API: checking…</p>');
  });
});
