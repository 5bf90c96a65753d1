import { isIP } from 'node:net';

/** Fastify's `trustProxy`: never `true` (that would believe any X-Forwarded-For). */
export type TrustedProxies = false | number | string[];

export type TrustedProxiesParse = { ok: true; value: TrustedProxies } | { ok: false; problem: string };

function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUSTED_PROXIES: empty (the default) trusts no proxy, so the client IP is the socket's address;
 * a hop count (`1`: one proxy of ours in front); or addresses and CIDRs of our proxies,
 * comma-separated (`10.0.0.0/8, 192.168.1.10`). `true` / `*` are refused on purpose.
 */
export function parseTrustedProxies(raw: string | undefined): TrustedProxiesParse {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return { ok: true, value: false };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10
      ? { ok: true, value: hops }
      : { ok: false, problem: 'un número de saltos entre 0 y 10, o direcciones IP/CIDR separadas por comas' };
  }
  const entries = value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const invalid = entries.filter((entry) => !isAddressOrCidr(entry));
  if (entries.length === 0 || invalid.length > 0) {
    return {
      ok: false,
      problem: `solo admite un número de saltos (p. ej. 1) o direcciones IP/CIDR separadas por comas (p. ej. 10.0.0.0/8); no válido: ${invalid.join(', ') || value}`,
    };
  }
  return { ok: true, value: entries };
}
