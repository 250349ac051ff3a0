import { BlockList, isIP } from 'node:net';

/**
 * Address ranges an administrator must not point a provider base URL at (OWASP API7, SSRF): the
 * machine itself, private networks, link-local (cloud metadata at 169.254.169.254) and other
 * non-public ranges. IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) are matched by BlockList too.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

export type ProviderUrlCheck = { ok: true; url: string } | { ok: false; reason: string };

/** The URL's hostname without IPv6 brackets or a trailing root dot, lower-cased. */
function bareHostname(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
}

function isAllowlisted(url: URL, allowlist: readonly string[]): boolean {
  const host = bareHostname(url);
  const hostWithPort = url.port ? `${host}:${url.port}` : host;
  return allowlist.some((entry) => {
    const wanted = entry
      .trim()
      .toLowerCase()
      .replace(/^\[|\]$/g, '');
    return wanted !== '' && (wanted === host || wanted === hostWithPort || wanted === url.host.toLowerCase());
  });
}

/**
 * Decides whether an administrator may set `raw` as a provider base URL (the OpenAI-compatible
 * endpoint today, webhook targets later). Public https hosts are allowed; a host on the operator's
 * PROVIDER_HOST_ALLOWLIST (a local Ollama, a test stub) is allowed over http or https; everything else
 * (other schemes, localhost, private or link-local IP literals, embedded credentials) is refused.
 * A hostname is not resolved here: DNS can change after the check, so fetches also refuse redirects.
 * Returns the normalised URL (no trailing slash) to store.
 */
export function checkProviderUrl(raw: string, allowlist: readonly string[] = []): ProviderUrlCheck {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, reason: 'must be a valid absolute URL, e.g. https://api.openai.com/v1' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return {
      ok: false,
      reason: `must use https (the ${url.protocol.replace(/:$/, '')} scheme is not allowed)`,
    };
  }
  if (url.username || url.password) {
    return { ok: false, reason: 'must not contain a user name or password' };
  }
  const normalised = url.toString().replace(/\/+$/, '');
  if (isAllowlisted(url, allowlist)) return { ok: true, url: normalised };

  if (url.protocol !== 'https:') {
    return {
      ok: false,
      reason: 'must use https (plain http is only allowed for hosts on PROVIDER_HOST_ALLOWLIST)',
    };
  }
  const host = bareHostname(url);
  if (host === '' || host === 'localhost' || host.endsWith('.localhost')) {
    return { ok: false, reason: `must not point at this machine (${host || 'empty host'})` };
  }
  const family = isIP(host);
  if (family !== 0 && BLOCKED.check(host, family === 6 ? 'ipv6' : 'ipv4')) {
    return {
      ok: false,
      reason: `must not point at a private, loopback or link-local address (${host}); add the host to PROVIDER_HOST_ALLOWLIST if this is intended`,
    };
  }
  return { ok: true, url: normalised };
}
