declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Sets up the standard `gtag` queue; the loader script named in the page then sends it. */
export function installAnalytics(measurementId: string): void {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array.
    // biome-ignore lint/complexity/noArguments: required by the gtag.js queue format
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are reported by the router on every navigation, including the first.
  window.gtag('config', measurementId, { send_page_view: false });
}

/** Reports one page view with path, query and title, when an analytics function is present. */
export function reportPageView(pathWithQuery: string, title: string): void {
  window.gtag?.('event', 'page_view', { page_path: pathWithQuery, page_location: window.location.href, page_title: title });
}
