import { describe, expect, it } from 'vitest';
import { checkProviderUrl } from './provider-url.ts';

describe('checkProviderUrl (SSRF allowlist for admin-set provider URLs)', () => {
  it.each([
    'https://api.openai.com/v1',
    'https://openrouter.ai/api/v1',
    'https://8.8.8.8/v1',
    'https://[2001:4860:4860::8888]/v1',
  ])('accepts the public https URL %s', (raw) => {
    expect(checkProviderUrl(raw)).toMatchObject({ ok: true });
  });

  it('normalises away trailing slashes', () => {
    expect(checkProviderUrl(' https://api.openai.com/v1/ ')).toEqual({
      ok: true,
      url: 'https://api.openai.com/v1',
    });
    expect(checkProviderUrl('https://api.openai.com')).toEqual({ ok: true, url: 'https://api.openai.com' });
  });

  it.each([
    ['http://169.254.169.254/', /https/],
    ['https://169.254.169.254/latest/meta-data', /link-local/],
    ['file:///etc/passwd', /file scheme is not allowed/],
    ['gopher://example.com/', /gopher scheme/],
    ['ftp://example.com/', /ftp scheme/],
    ['http://api.openai.com/v1', /https/],
    ['https://localhost/v1', /this machine/],
    ['https://LOCALHOST./v1', /this machine/],
    ['https://ollama.localhost/v1', /this machine/],
    ['https://127.0.0.1/v1', /loopback/],
    ['https://127.1.2.3/v1', /loopback/],
    ['https://2130706433/v1', /loopback/], // decimal form of 127.0.0.1, normalised by the URL parser
    ['https://0x7f.1/v1', /loopback/],
    ['https://0.0.0.0/v1', /private/],
    ['https://10.1.2.3/v1', /private/],
    ['https://172.16.0.1/v1', /private/],
    ['https://172.31.255.255/v1', /private/],
    ['https://192.168.1.10/v1', /private/],
    ['https://100.64.0.1/v1', /private/],
    ['https://[::1]/v1', /loopback/],
    ['https://[::ffff:127.0.0.1]/v1', /loopback/],
    ['https://[::ffff:a9fe:a9fe]/v1', /link-local/],
    ['https://[fc00::1]/v1', /private/],
    ['https://[fd12:3456::1]/v1', /private/],
    ['https://[fe80::1]/v1', /link-local/],
    ['https://user:secret@api.openai.com/v1', /user name or password/],
    ['not a url', /valid absolute URL/],
    ['', /valid absolute URL/],
  ])('rejects %s', (raw, reason) => {
    const result = checkProviderUrl(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  it('does not block public addresses next to the private ranges', () => {
    expect(checkProviderUrl('https://172.32.0.1/').ok).toBe(true);
    expect(checkProviderUrl('https://11.0.0.1/').ok).toBe(true);
    expect(checkProviderUrl('https://169.255.0.1/').ok).toBe(true);
  });

  it('allows an allowlisted host over http or https, by host or host:port', () => {
    expect(checkProviderUrl('http://127.0.0.1:11434/v1', ['127.0.0.1'])).toEqual({
      ok: true,
      url: 'http://127.0.0.1:11434/v1',
    });
    expect(checkProviderUrl('https://localhost:8443/v1', ['localhost:8443']).ok).toBe(true);
    expect(checkProviderUrl('http://[::1]:8000/v1', ['::1']).ok).toBe(true);
    expect(checkProviderUrl('http://ollama.internal/v1', ['OLLAMA.internal']).ok).toBe(true);
  });

  it('still refuses other schemes, other ports and other hosts when an allowlist is set', () => {
    expect(checkProviderUrl('file:///etc/passwd', ['127.0.0.1']).ok).toBe(false);
    expect(checkProviderUrl('http://127.0.0.1:9000/v1', ['127.0.0.1:8000']).ok).toBe(false);
    expect(checkProviderUrl('http://169.254.169.254/', ['127.0.0.1']).ok).toBe(false);
  });
});
