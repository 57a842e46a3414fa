/** Names and words that identify the product. Change them here and every screen follows. */
export const brand = {
  productName: 'Member Portal',
  organisationName: 'Civic Action Alliance',
  /** Short line used under the product name and in the page description. */
  tagline: 'Stories, key votes and a direct line to the team, for the people who make our work possible.',
} as const;

/** `document.title` for a page: "Stories · Member Portal". */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${brand.productName}` : `${brand.productName} · ${brand.organisationName}`;
}
