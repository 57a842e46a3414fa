import { describe, expect, it, vi } from 'vitest';
import { censusGeocoder, parseCensusDistricts } from './geocoder.js';

const answer = (geographies: Record<string, unknown>) => ({ result: { addressMatches: [{ matchedAddress: 'X', geographies }] } });

describe('the Census geocoder', () => {
  it('reads the congressional district layer', () => {
    expect(parseCensusDistricts(answer({ '119th Congressional Districts': [{ STATE: '06', CD119: '12', GEOID: '0612' }] }))).toEqual([{ state: 'CA', district: 12 }]);
    expect(parseCensusDistricts(answer({ '119th Congressional Districts': [{ STATE: '56', GEOID: '5600' }] }))).toEqual([{ state: 'WY', district: 0 }]);
    expect(parseCensusDistricts(answer({ 'Congressional Districts': [{ STATE: '11', GEOID: '1198' }] }))).toEqual([{ state: 'DC', district: 0 }]);
    expect(parseCensusDistricts({ result: { addressMatches: [] } })).toBeNull();
    expect(parseCensusDistricts(answer({ Counties: [] }))).toBeNull();
  });

  it('asks once per address and caches the answer', async () => {
    const fetchImpl = vi.fn(async (url: URL | string) => {
      const u = new URL(String(url));
      expect(u.pathname).toBe('/geocoder/geographies/address');
      expect(u.searchParams.get('zip')).toBe('82001');
      return new Response(JSON.stringify(answer({ '119th Congressional Districts': [{ STATE: '56', CD119: '00' }] })));
    });
    const geocoder = censusGeocoder('https://geocoding.example/geocoder', { fetchImpl: fetchImpl as unknown as typeof fetch });
    const address = { street: '200 W 24th St', city: 'Cheyenne', state: 'WY', zipCode: '82001-1234' };
    expect(await geocoder.districts(address)).toEqual([{ state: 'WY', district: 0 }]);
    expect(await geocoder.districts(address)).toEqual([{ state: 'WY', district: 0 }]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
