const COUNTRY_KEY = 'country';
export const DEFAULT_COUNTRY = 'GB';

/** The country setting lives in session storage (spec section 3); storage may be blocked. */
export function getCountry(): string {
  try {
    return sessionStorage.getItem(COUNTRY_KEY) || DEFAULT_COUNTRY;
  } catch {
    return DEFAULT_COUNTRY;
  }
}

export function setCountry(country: string): void {
  try {
    sessionStorage.setItem(COUNTRY_KEY, country);
  } catch {
    // Private mode or blocked storage: the default applies.
  }
}
