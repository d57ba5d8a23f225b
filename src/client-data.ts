import { type HydrationState, isRouteErrorResponse, UNSAFE_ErrorResponseImpl } from 'react-router';
import type { CategoryEntry } from './content/catalog';
import type { Dictionary } from './i18n/en';
import type { Lang } from './i18n/languages';

type SerializedError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown }
  | { __type: 'Error'; message: string; stack?: string };

export interface SerializedHydration {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, SerializedError> | null;
}

/**
 * Everything the client needs to hydrate, written into the page as non-executable JSON. The page's
 * modules are not here: the head lists them once (`page-modules.ts`), for the script that loads them.
 */
export interface ClientData {
  hydration: SerializedHydration;
  /** The page's language (its address's prefix): `<html lang>`. */
  lang: Lang;
  /** Its interface strings: data, not code, so start-up JavaScript carries none (ADR 021). */
  dictionary: Dictionary;
  /** The catalog's data (every page's address in every language), as data too: the menus, routes and language links read it. */
  catalog: readonly CategoryEntry[];
  /** Public origin for absolute URLs, from the server's configuration. */
  origin: string;
  /** Development only: the error screen may show stack traces. */
  showErrorDetails: boolean;
  analyticsId?: string;
}

export const CLIENT_DATA_ELEMENT_ID = 'client-data';

/**
 * Route errors as plain JSON. Production keeps only the message of an unexpected error (never a
 * stack), and says nothing internal when the error is not one the app threw on purpose.
 */
export function serializeHydration(state: HydrationState, exposeStacks: boolean): SerializedHydration {
  let errors: SerializedHydration['errors'] = null;
  if (state.errors) {
    errors = {};
    for (const [routeId, error] of Object.entries(state.errors)) {
      if (isRouteErrorResponse(error)) {
        errors[routeId] = { __type: 'RouteErrorResponse', status: error.status, statusText: error.statusText, data: error.data };
      } else if (error instanceof Error) {
        errors[routeId] = { __type: 'Error', message: error.message, ...(exposeStacks ? { stack: error.stack } : {}) };
      } else {
        errors[routeId] = { __type: 'Error', message: String(error) };
      }
    }
  }
  return { loaderData: state.loaderData ?? {}, actionData: state.actionData ?? null, errors };
}

/** The inverse of `serializeHydration`, so the client renders exactly what the server did. */
export function reviveHydration(serialized: SerializedHydration): HydrationState {
  let errors: HydrationState['errors'] = null;
  if (serialized.errors) {
    errors = {};
    for (const [routeId, error] of Object.entries(serialized.errors)) {
      if (error.__type === 'RouteErrorResponse') {
        errors[routeId] = new UNSAFE_ErrorResponseImpl(error.status, error.statusText, error.data);
      } else {
        const revived = new Error(error.message);
        revived.stack = error.stack ?? '';
        errors[routeId] = revived;
      }
    }
  }
  return { loaderData: serialized.loaderData, actionData: serialized.actionData, errors };
}
