/** Brands may be stored with a leading dot (e.g. '.Onboard'); shoppers see them without it. */
export function displayBrand(brand: string): string {
  return brand.startsWith('.') ? brand.slice(1) : brand;
}
