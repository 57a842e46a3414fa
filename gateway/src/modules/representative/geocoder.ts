import { loadConfig, type Config } from '../../config/config.js';

/**
 * Street address → congressional district(s). Pluggable: the portal works without one (ZIP
 * crosswalk only); with CENSUS_GEOCODER_URL set it asks the US Census geocoder first and falls
 * back to the crosswalk when the geocoder is unreachable, slow or finds no match.
 */
export interface GeocodeAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface GeocodedDistrict {
  state: string;
  district: number;
}

export interface DistrictGeocoder {
  readonly name: string;
  /** The address's district(s); null when the address could not be matched (fall back). */
  districts(address: GeocodeAddress): Promise<GeocodedDistrict[] | null>;
}

/** undefined until first use: then taken from the configuration (CENSUS_GEOCODER_URL) unless one was installed. */
let current: DistrictGeocoder | null | undefined;

/** Installs the geocoder the representatives service uses (null: ZIP crosswalk only). Tests install fakes. */
export function setDistrictGeocoder(geocoder: DistrictGeocoder | null): void {
  current = geocoder;
}

export function districtGeocoder(): DistrictGeocoder | null {
  if (current === undefined) current = geocoderFromConfig(loadConfig().geocoder);
  return current;
}

/** The geocoder the configuration asks for, or null (the default: none). */
export function geocoderFromConfig(config: Config['geocoder']): DistrictGeocoder | null {
  return config.censusUrl ? censusGeocoder(config.censusUrl, { timeoutMs: config.timeoutMs }) : null;
}

const FIPS: Record<string, string> = {
  '01': 'AL', '02': 'AK', '04': 'AZ', '05': 'AR', '06': 'CA', '08': 'CO', '09': 'CT', '10': 'DE', '11': 'DC', '12': 'FL',
  '13': 'GA', '15': 'HI', '16': 'ID', '17': 'IL', '18': 'IN', '19': 'IA', '20': 'KS', '21': 'KY', '22': 'LA', '23': 'ME',
  '24': 'MD', '25': 'MA', '26': 'MI', '27': 'MN', '28': 'MS', '29': 'MO', '30': 'MT', '31': 'NE', '32': 'NV', '33': 'NH',
  '34': 'NJ', '35': 'NM', '36': 'NY', '37': 'NC', '38': 'ND', '39': 'OH', '40': 'OK', '41': 'OR', '42': 'PA', '44': 'RI',
  '45': 'SC', '46': 'SD', '47': 'TN', '48': 'TX', '49': 'UT', '50': 'VT', '51': 'VA', '53': 'WA', '54': 'WV', '55': 'WI',
  '56': 'WY', '60': 'AS', '66': 'GU', '69': 'MP', '72': 'PR', '78': 'VI',
};

/**
 * The Census Bureau's geocoder (geographies/address, current benchmark and vintage). Answers are
 * cached for a day per address. The district is read from the "… Congressional Districts" layer:
 * its CDnnn field, or the last two digits of GEOID; 00 (at-large) and 98 (non-voting delegate)
 * both mean district 0.
 */
export function censusGeocoder(
  baseUrl: string,
  opts: { timeoutMs?: number; fetchImpl?: typeof fetch; cacheSize?: number } = {},
): DistrictGeocoder {
  const fetchImpl = opts.fetchImpl ?? fetch;
  const cache = new Map<string, { at: number; value: GeocodedDistrict[] | null }>();
  const cacheSize = opts.cacheSize ?? 1000;
  const DAY = 24 * 60 * 60 * 1000;
  return {
    name: 'census',
    async districts(address) {
      const key = [address.street, address.city, address.state, address.zipCode].map((s) => s.trim().toLowerCase()).join('|');
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < DAY) return hit.value;
      const url = new URL(`${baseUrl.replace(/\/$/, '')}/geographies/address`);
      url.search = new URLSearchParams({
        street: address.street,
        city: address.city,
        state: address.state,
        zip: address.zipCode.slice(0, 5),
        benchmark: 'Public_AR_Current',
        vintage: 'Current_Current',
        layers: 'all',
        format: 'json',
      }).toString();
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 4000) });
      if (!res.ok) throw new Error(`Census geocoder answered HTTP ${res.status}`);
      const value = parseCensusDistricts(await res.json());
      if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
      cache.set(key, { at: Date.now(), value });
      return value;
    },
  };
}

/** The districts in a geocoder answer; null when the address was not matched. */
export function parseCensusDistricts(body: unknown): GeocodedDistrict[] | null {
  const match = (body as { result?: { addressMatches?: { geographies?: Record<string, unknown> }[] } })?.result?.addressMatches?.[0];
  if (!match?.geographies) return null;
  const layer = Object.entries(match.geographies).find(([name]) => /congressional district/i.test(name))?.[1];
  if (!Array.isArray(layer)) return null;
  const out: GeocodedDistrict[] = [];
  for (const g of layer as Record<string, unknown>[]) {
    const state = FIPS[String(g.STATE ?? '').padStart(2, '0')];
    const cdField = Object.keys(g).find((k) => /^CD\d+$/.test(k));
    const raw = String((cdField && g[cdField]) ?? String(g.GEOID ?? '').slice(2));
    if (!state || !/^\d{1,2}$/.test(raw)) continue;
    const n = Number(raw);
    out.push({ state, district: n === 98 ? 0 : n });
  }
  return out.length ? out : null;
}
