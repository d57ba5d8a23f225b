import { type HydrationState, isRouteErrorResponse, UNSAFE_ErrorResponseImpl } from 'react-router';

/** The files the browser loads for a page, resolved from Vite's manifest (or the dev server). */
export interface ClientAssets {
  /** Module scripts the page names: `start.ts` (and Vite's client in development). */
  scripts: string[];
  /** The client entry, which the start script runs once the page has painted. */
  entry: string;
  /** Linked stylesheets: development only (production inlines its stylesheet, see `AssetResolver`). */
  styles: string[];
  /** Chunks the page needs at once, which the start script preloads beside the entry so hydration does not wait on a waterfall. */
  preloads: string[];
}

type SerializedError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown }
  | { __type: 'Error'; message: string; stack?: string };

export interface SerializedHydration {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, SerializedError> | null;
}

/** Everything the client needs to hydrate, written into the page as non-executable JSON. */
export interface BootData {
  hydration: SerializedHydration;
  assets: ClientAssets;
  /** Public origin for absolute URLs, from the server's configuration. */
  origin: string;
  /** Development only: the error screen may show stack traces. */
  showErrorDetails: boolean;
  analyticsId?: string;
}

export const BOOT_ELEMENT_ID = 'boot-data';

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
