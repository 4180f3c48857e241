import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_CONFIG, fetchClientConfig, parseClientConfig } from './clientConfig.ts';

/** A fetch that answers `status` with `body` as its text. */
function answering(status: number, body: string): typeof fetch {
  return async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}

describe('client configuration', () => {
  it('takes every valid field of /config.json', async () => {
    const body = { defaultEngine: 'abcjs', sideMenu: false, devMode: false, editorTitle: 'Kailash desk' };
    expect(await fetchClientConfig('/config.json', answering(200, JSON.stringify(body)))).toEqual({ config: body, problem: null });
  });

  it('keeps the defaults for fields that are missing or of the wrong kind, and names them', () => {
    const loaded = parseClientConfig({ defaultEngine: 'abc2svg', sideMenu: 'yes', devMode: false });
    expect(loaded.config).toEqual({ defaultEngine: 'swaralipi', sideMenu: true, devMode: false, editorTitle: 'Swaralipi' });
    expect(loaded.problem).toBe('the configuration has no valid defaultEngine, sideMenu, editorTitle');
  });

  it('starts with the defaults and says why when the server fails, is unreachable or answers no JSON', async () => {
    expect(await fetchClientConfig('/config.json', answering(503, 'down'))).toEqual({
      config: DEFAULT_CLIENT_CONFIG,
      problem: 'the server answered 503',
    });
    const unreachable: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect((await fetchClientConfig('/config.json', unreachable)).problem).toBe('the server could not be reached');
    expect((await fetchClientConfig('/config.json', answering(200, '<!doctype html>'))).problem).toBe('the configuration is not JSON');
  });
});
