import { useMutation } from '@tanstack/react-query';

/**
 * Address search against a Nominatim-style geocoder named by VITE_GEOCODER_URL (answers
 * `[{ lat, lon, display_name, address: { road, house_number, city, town, village, postcode, country_code } }]`).
 * Without it the search box is not shown. This is the one call that does not go to our API.
 */
export interface AddressHit {
  label: string;
  address: string;
  city: string;
  postcode: string;
  country: string;
  latitude: number;
  longitude: number;
}

export const geocoderUrl = (): string | null => (import.meta.env.VITE_GEOCODER_URL as string | undefined)?.trim() || null;

export const searchAddressKey = ['onboarding', 'address-search'] as const;

interface RawHit {
  lat: string;
  lon: string;
  display_name: string;
  address?: Record<string, string | undefined>;
}

export async function fetchAddressSearch({ query, lang }: { query: string; lang: string }): Promise<AddressHit[]> {
  const base = geocoderUrl();
  if (!base) return [];
  const url = new URL(base, window.location.origin);
  url.searchParams.set('format', 'json');
  url.searchParams.set('addressdetails', '1');
  url.searchParams.set('limit', '5');
  url.searchParams.set('q', query);
  const response = await fetch(url, { headers: { Accept: 'application/json', 'Accept-Language': lang } });
  if (!response.ok) throw new Error(`geocoder ${response.status}`);
  const hits = (await response.json()) as RawHit[];
  return hits.map((hit) => {
    const a = hit.address ?? {};
    return {
      label: hit.display_name,
      address: [a.road, a.house_number].filter(Boolean).join(' '),
      city: a.city ?? a.town ?? a.village ?? '',
      postcode: a.postcode ?? '',
      country: (a.country_code ?? '').toUpperCase(),
      latitude: Number(hit.lat),
      longitude: Number(hit.lon),
    };
  });
}

export const useAddressSearch = () => useMutation({ mutationKey: searchAddressKey, mutationFn: fetchAddressSearch });
