import { isRecord, readStoredJson, writeStoredText } from './browser-storage';

/**
 * What a visitor typed into a page's "Your details" form, by placeholder name (`Your Name`), kept
 * on this device only so every page's templates can use it, never sent anywhere.
 */
export type TemplateDetails = Record<string, string>;

export const TEMPLATE_DETAILS_KEY = 'excusely:template-details';

/** The stored details that fit: an object's text values; anything else is dropped. */
export function parseTemplateDetails(value: unknown): TemplateDetails {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function readTemplateDetails(): TemplateDetails {
  return parseTemplateDetails(readStoredJson('localStorage', TEMPLATE_DETAILS_KEY));
}

export function writeTemplateDetails(details: TemplateDetails): void {
  writeStoredText('localStorage', TEMPLATE_DETAILS_KEY, JSON.stringify(details));
}
